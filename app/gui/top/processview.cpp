// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/top/processview.h"

#include "app/charts/chartstack.h"
#include "app/charts/linepalette.h"
#include "app/charts/processcapture.h"
#include "app/gui/widgets/pagewidgets.h"
#include "app/gui/widgets/capturetable.h"
#include "app/gui/widgets/topcountbox.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/top/processtablemodel.h"
#include "app/gui/widgets/sparklinedelegate.h"
#include "app/gui/shell/workspace.h"

#include <QCheckBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Widest a text column starts (px): long command lines (`top c`) must not push the numbers off.
constexpr int widestColumn = 320;
constexpr int historyColumnWidth = 220;

TableFilterBar::Texts processFilterTexts()
{
    return { ProcessView::tr("Command, user or PID (Ctrl+F)"),
        ProcessView::tr("Show only the processes whose command, user or PID contain this text"),
        ProcessView::tr("Process filter"), [](int shown, int all) {
            return ProcessView::tr("%1 of %n process(es)", nullptr, all).arg(shown);
        } };
}

} // namespace

ProcessView::ProcessView(Workspace *workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_model(new ProcessTableModel(this))
    , m_table(new CaptureTable(m_model, processFilterTexts(), this))
{
    m_pages = new PageStack(this,
        tr("No top capture is loaded.\n\nOpen or paste the output of top (File > Open, "
           "Edit > Paste) to see its processes here: a table with each one's %CPU over time, "
           "the busiest ones charted, and the history of the ones you select."));
    QVBoxLayout *layout = m_pages->content();
    createToolBar(layout);
    createTable();
    createCharts();
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_table);
    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(framed(m_busiestCharts, tr("Busiest processes (%CPU)")));
    m_selectionGroup = framed(m_selectionPages, tr("Selected processes"));
    charts->addWidget(m_selectionGroup);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);

    connect(m_workspace, &Workspace::capturesChanged, this, &ProcessView::follow);
    connect(m_workspace, &Workspace::currentCaptureChanged, this, &ProcessView::follow);
    follow();
}

ProcessView::~ProcessView() = default;

void ProcessView::createToolBar(QVBoxLayout *layout)
{
    m_title = new QLabel;
    m_title->setObjectName(u"processTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    m_busiestCount = new TopCountBox(tr("&Busiest charted:"), defaultBusiestCount,
        maximumBusiestCount,
        tr("How many of the busiest processes (by peak %CPU) the chart on the left plots"));
    connect(m_busiestCount, &TopCountBox::valueChanged, this, &ProcessView::updateBusiestChart);
    m_memoryToo = new QCheckBox(tr("Also plot &RES and %MEM"));
    m_memoryToo->setToolTip(
        tr("Chart the selected processes' resident memory and memory share below their %CPU"));
    connect(m_memoryToo, &QCheckBox::toggled, this, &ProcessView::updateSelectionCharts);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_table->filterBar(), 1);
    bar->addWidget(m_busiestCount);
    bar->addSpacing(12);
    bar->addWidget(m_memoryToo);
    layout->addWidget(m_title);
    layout->addLayout(bar);
}

void ProcessView::createTable()
{
    m_table->setObjectName(u"processTable"_s);
    m_table->setItemDelegateForColumn(
        ProcessTableModel::HistoryColumn, new SparklineDelegate(m_model, m_table));
    m_table->sortByColumn(ProcessTableModel::PeakCpuColumn, Qt::DescendingOrder);
    setSpokenText(m_table, tr("Processes"),
        tr("Click a column to sort by it; select processes to chart their history below"));
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &ProcessView::updateSelectionCharts);
}

void ProcessView::createCharts()
{
    m_busiestCharts = new ChartStack;
    m_busiestCharts->setObjectName(u"busiestCharts"_s);
    m_busiestCharts->setMetrics({ processCpuKey.toString() });
    connect(m_busiestCharts, &ChartStack::sampleClicked, this, &ProcessView::sampleClicked);
    m_selectionCharts = new ChartStack;
    m_selectionCharts->setObjectName(u"selectionCharts"_s);
    m_selectionCharts->setMetrics({ processCpuKey.toString() });
    connect(m_selectionCharts, &ChartStack::sampleClicked, this, &ProcessView::sampleClicked);
    m_selectionHint = new QLabel(tr("Select processes in the table to chart their history."));
    m_selectionHint->setAlignment(Qt::AlignCenter);
    m_selectionHint->setWordWrap(true);
    m_selectionHint->setEnabled(false);
    m_selectionPages = new QStackedWidget;
    m_selectionPages->addWidget(m_selectionHint);
    m_selectionPages->addWidget(m_selectionCharts);
}

int ProcessView::busiestCount() const
{
    return m_busiestCount->value();
}

void ProcessView::setBusiestCount(int count)
{
    m_busiestCount->setValue(count);
}

QList<qsizetype> ProcessView::selectedProcesses() const
{
    return m_table->selectedSourceRows();
}

void ProcessView::selectProcess(qsizetype processIndex)
{
    m_table->selectSourceRow(m_model->index(int(processIndex), 0));
}

void ProcessView::follow()
{
    const Document &document = m_workspace->document();
    const Capture *current = document.capture(m_workspace->currentCapture());
    const Capture *shown = document.capture(m_captureId);
    const Capture *chosen = nullptr;
    if (current && current->topSession()) {
        chosen = current;
    } else if (shown && shown->topSession()) {
        chosen = shown;
    } else {
        const CaptureList captures = document.captures();
        const auto top = std::find_if(captures.cbegin(), captures.cend(),
            [](const Capture &capture) { return capture.topSession() != nullptr; });
        chosen = top == captures.cend() ? nullptr : &*top;
    }
    showCapture(chosen);
}

void ProcessView::showCapture(const Capture *capture)
{
    const TopSession *session = capture ? capture->topSession() : nullptr;
    updateTitle(capture);
    // Renames and colour changes keep the session where it was: nothing to rebuild.
    if (session == m_model->session() && capture && capture->id == m_captureId) {
        return;
    }
    // The same capture, moved in memory: keep the user's selection across the reset.
    QList<QPair<qint64, QString>> kept;
    if (capture && capture->id == m_captureId) {
        for (const qsizetype process : selectedProcesses()) {
            const ProcessHistory &history = m_model->process(int(process));
            kept.append({ history.pid, history.command });
        }
    }
    m_captureId = capture ? capture->id : QString();
    // The model reads the session in place: keep its capture alive while it is shown, even
    // once the document has a renamed copy or none.
    m_shown = capture ? m_workspace->document().sharedCapture(capture->id) : CapturePtr();
    m_model->setSession(session);
    m_pages->showContent(session != nullptr);
    sizeColumns();
    updateBusiestChart();
    QItemSelection selection;
    for (const auto &[pid, command] : std::as_const(kept)) {
        if (const ProcessHistory *history = session->process(pid, command)) {
            const int row = int(history - session->processes.constData());
            const QModelIndex index = m_table->proxy()->mapFromSource(m_model->index(row, 0));
            selection.select(index, index);
        }
    }
    m_table->selectionModel()->select(
        selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateSelectionCharts();
}

void ProcessView::updateTitle(const Capture *capture)
{
    const TopSession *session = capture ? capture->topSession() : nullptr;
    if (!session) {
        m_title->clear();
        return;
    }
    const QString label = capture->label.isEmpty() ? capture->id : capture->label;
    m_title->setText(tr("%1: %2 processes in %n frame(s)", nullptr, int(session->frameCount()))
                         .arg(label, QString::number(session->processes.size())));
    m_title->setToolTip(tr("The processes of the top capture %1; select another top capture in "
                           "the Captures panel to see its processes")
                            .arg(capture->id));
}

void ProcessView::sizeColumns()
{
    if (m_model->rowCount() == 0) {
        return;
    }
    m_table->sizeColumns(widestColumn);
    m_table->horizontalHeader()->resizeSection(ProcessTableModel::HistoryColumn, historyColumnWidth);
}

void ProcessView::updateBusiestChart()
{
    const Capture *top = m_workspace->document().capture(m_captureId);
    std::vector<Capture> busiest;
    if (top && top->topSession()) {
        const QList<qsizetype> indices = top->topSession()->busiestProcesses(busiestCount());
        for (const qsizetype index : indices) {
            busiest.push_back(processCapture(*top, index));
        }
    }
    m_busiestCharts->setCaptures(plottedInPaletteOrder(std::move(busiest)));
}

void ProcessView::updateSelectionCharts()
{
    const Capture *top = m_workspace->document().capture(m_captureId);
    const QList<qsizetype> processes = selectedProcesses();
    std::vector<Capture> selected;
    if (top && top->topSession()) {
        for (const qsizetype process : processes.mid(0, maxPlottedProcesses)) {
            selected.push_back(processCapture(*top, process));
        }
    }
    QStringList metrics { processCpuKey.toString() };
    if (m_memoryToo->isChecked()) {
        metrics << processResidentKey.toString() << processMemoryKey.toString();
    }
    if (m_selectionCharts->metrics() != metrics) {
        m_selectionCharts->setMetrics(metrics);
    }
    m_selectionPages->setCurrentIndex(selected.empty() ? 0 : 1);
    m_selectionCharts->setCaptures(plottedInPaletteOrder(std::move(selected)));
    m_selectionGroup->setTitle(processes.size() > maxPlottedProcesses
            ? tr("Selected processes (the first %1 of %n)", nullptr, int(processes.size()))
                  .arg(maxPlottedProcesses)
            : tr("Selected processes"));
}

} // namespace vmscope
