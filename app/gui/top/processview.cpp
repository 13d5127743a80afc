// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/top/processview.h"

#include "app/charts/chartstack.h"
#include "app/charts/linepalette.h"
#include "app/charts/processcapture.h"
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
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

constexpr int defaultBusiestCount = 5;
constexpr int maximumBusiestCount = 20;
/// Widest a text column starts (px): long command lines (`top c`) must not push the numbers off.
constexpr int widestColumn = 320;
constexpr int historyColumnWidth = 220;

QGroupBox *groupOf(const QString &title, QWidget *content)
{
    auto *group = new QGroupBox(title);
    auto *layout = new QVBoxLayout(group);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(content);
    return group;
}

} // namespace

ProcessView::ProcessView(Workspace *workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_model(new ProcessTableModel(this))
    , m_proxy(new TableFilterProxyModel(m_model, this))
{
    m_pages = new QStackedWidget(this);
    auto *empty = new QLabel(tr("No top capture is loaded.\n\nOpen or paste the output of top "
                                "(File > Open, Edit > Paste) to see its processes here: a table "
                                "with each one's %CPU over time, the busiest ones charted, and "
                                "the history of the ones you select."));
    empty->setObjectName(u"emptyState"_s);
    empty->setAlignment(Qt::AlignCenter);
    empty->setWordWrap(true);
    empty->setEnabled(false);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    createToolBar(content);
    createTable();
    createCharts();
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_table);
    auto *charts = new QSplitter(Qt::Horizontal);
    charts->addWidget(groupOf(tr("Busiest processes (%CPU)"), m_busiestCharts));
    m_selectionGroup = groupOf(tr("Selected processes"), m_selectionPages);
    charts->addWidget(m_selectionGroup);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    m_pages->addWidget(empty);
    m_pages->addWidget(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_pages);

    auto *find = new QShortcut(QKeySequence::Find, this, this, &ProcessView::focusFilter);
    find->setContext(Qt::WidgetWithChildrenShortcut);
    connect(m_workspace, &Workspace::capturesChanged, this, &ProcessView::follow);
    connect(m_workspace, &Workspace::currentCaptureChanged, this, &ProcessView::follow);
    follow();
}

ProcessView::~ProcessView() = default;

void ProcessView::createToolBar(QWidget *content)
{
    m_title = new QLabel;
    m_title->setObjectName(u"processTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    m_filter = new QLineEdit;
    m_filter->setPlaceholderText(tr("Filter by command, user or PID (Ctrl+F)"));
    m_filter->setToolTip(
        tr("Show only the processes whose command, user or PID contain this text"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMinimumWidth(260);
    connect(m_filter, &QLineEdit::textChanged, this, &ProcessView::setFilterText);
    m_shownCount = new QLabel;
    m_busiestCount = new QSpinBox;
    m_busiestCount->setRange(1, maximumBusiestCount);
    m_busiestCount->setValue(defaultBusiestCount);
    m_busiestCount->setToolTip(
        tr("How many of the busiest processes (by peak %CPU) the chart on the left plots"));
    auto *busiestLabel = new QLabel(tr("&Busiest charted:"));
    busiestLabel->setBuddy(m_busiestCount);
    connect(m_busiestCount, &QSpinBox::valueChanged, this, &ProcessView::updateBusiestChart);
    m_memoryToo = new QCheckBox(tr("Also plot &RES and %MEM"));
    m_memoryToo->setToolTip(
        tr("Chart the selected processes' resident memory and memory share below their %CPU"));
    connect(m_memoryToo, &QCheckBox::toggled, this, &ProcessView::updateSelectionCharts);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter);
    bar->addWidget(m_shownCount);
    bar->addStretch(1);
    bar->addWidget(busiestLabel);
    bar->addWidget(m_busiestCount);
    bar->addSpacing(12);
    bar->addWidget(m_memoryToo);
    auto *layout = static_cast<QVBoxLayout *>(content->layout());
    layout->addWidget(m_title);
    layout->addLayout(bar);
}

void ProcessView::createTable()
{
    m_table = new QTableView;
    m_table->setObjectName(u"processTable"_s);
    m_table->setModel(m_proxy);
    m_table->setItemDelegateForColumn(
        ProcessTableModel::HistoryColumn, new SparklineDelegate(m_model, m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ProcessTableModel::PeakCpuColumn, Qt::DescendingOrder);
    m_table->verticalHeader()->hide();
    // Fixed rows: a hundred thousand processes scroll without measuring any of them.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 12);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setResizeContentsPrecision(200);
    m_table->setToolTip(tr("Click a column to sort by it; select processes to chart their "
                           "history below"));
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &ProcessView::updateSelectionCharts);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &ProcessView::updateShownCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &ProcessView::updateShownCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &ProcessView::updateShownCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &ProcessView::updateShownCount);
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
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QList<qsizetype> processes;
    processes.reserve(rows.size());
    for (const QModelIndex &row : std::as_const(rows)) {
        processes.append(m_proxy->mapToSource(row).row());
    }
    return processes;
}

void ProcessView::selectProcess(qsizetype processIndex)
{
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(int(processIndex), 0));
    if (!index.isValid()) {
        return;
    }
    m_table->selectionModel()->select(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
    m_table->scrollTo(index);
}

void ProcessView::setFilterText(const QString &text)
{
    if (m_filter->text() != text) {
        m_filter->setText(text); // comes back through textChanged
        return;
    }
    m_proxy->setFilterText(text);
}

void ProcessView::focusFilter()
{
    m_filter->setFocus(Qt::ShortcutFocusReason);
    m_filter->selectAll();
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
    m_pages->setCurrentIndex(session ? 1 : 0);
    sizeColumns();
    updateBusiestChart();
    QItemSelection selection;
    for (const auto &[pid, command] : std::as_const(kept)) {
        if (const ProcessHistory *history = session->process(pid, command)) {
            const int row = int(history - session->processes.constData());
            const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
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
                         .arg(label)
                         .arg(session->processes.size()));
    m_title->setToolTip(tr("The processes of the top capture %1; select another top capture in "
                           "the Captures panel to see its processes")
                            .arg(capture->id));
}

void ProcessView::updateShownCount()
{
    m_shownCount->setText(
        tr("%1 of %n process(es)", nullptr, m_model->rowCount()).arg(m_proxy->rowCount()));
}

void ProcessView::sizeColumns()
{
    if (m_model->rowCount() == 0) {
        return;
    }
    // Measures the first rows only (resizeContentsPrecision), so a huge session costs the same.
    m_table->resizeColumnsToContents();
    QHeaderView *header = m_table->horizontalHeader();
    for (int column = 0; column < ProcessTableModel::ColumnCount; ++column) {
        header->resizeSection(column, std::min(header->sectionSize(column), widestColumn));
    }
    header->resizeSection(ProcessTableModel::HistoryColumn, historyColumnWidth);
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
