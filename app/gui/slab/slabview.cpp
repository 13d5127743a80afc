// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/slab/slabview.h"

#include "app/charts/chartstack.h"
#include "app/charts/linepalette.h"
#include "app/charts/slabcachecapture.h"
#include "app/charts/valueformat.h"
#include "app/gui/widgets/pagewidgets.h"
#include "app/gui/widgets/capturetable.h"
#include "app/gui/widgets/topcountbox.h"
#include "app/gui/widgets/tablefilterproxymodel.h"
#include "app/gui/slab/slabtablemodel.h"
#include "app/gui/widgets/sparklinedelegate.h"
#include "core/slab/slabanalysis.h"

#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Widest a column starts (px): kmalloc-rcl-... and slabtop names can be long.
constexpr int widestColumn = 280;
constexpr int historyColumnWidth = 180;

/// The caches that grew most (those that grew at all), else, with one snapshot or no growth,
/// the largest: what is worth a look before the user picks any.
QList<qsizetype> topCaches(const SlabSession &session, int count, bool *byGrowth)
{
    QList<qsizetype> caches;
    for (const SlabGrowth &growth : slabGrowth(session)) {
        const double change
            = std::isnan(growth.byteChange()) ? growth.objectChange() : growth.byteChange();
        if (caches.size() >= count || !(change > 0)) {
            break;
        }
        caches.append(growth.cache);
    }
    *byGrowth = !caches.isEmpty();
    return *byGrowth ? caches : largestCaches(session, count);
}

TableFilterBar::Texts cacheFilterTexts()
{
    return { SlabView::tr("Filter by cache name (Ctrl+F)"),
        SlabView::tr("Show only the caches whose name contains this text"),
        SlabView::tr("Cache filter"), [](int shown, int all) {
            return SlabView::tr("%1 of %n cache(s)", nullptr, all).arg(shown);
        } };
}

} // namespace

SlabView::SlabView(QWidget *parent)
    : CapturePage([](const Capture &capture) { return capture.slabSession() != nullptr; },
          tr("&Slabs:"), tr("The slabinfo capture to show"), parent)
    , m_model(new SlabTableModel(this))
    , m_table(new CaptureTable(m_model, cacheFilterTexts(), this))
{
    m_pages = new PageStack(this,
        tr("No slabinfo capture is loaded.\n\nOpen or paste /proc/slabinfo or slabtop output "
           "(File > Open, Edit > Paste), one or several snapshots. This view then shows what "
           "each slab cache holds, how it grew between the snapshots, the caches that only grow "
           "(leak suspects) and a chart of their memory."));
    QVBoxLayout *layout = m_pages->content();
    createToolBar(layout);
    createTable();
    createChart();
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_table);
    splitter->addWidget(m_chartGroup);
    // Half each: a chart squeezed under a long table loses its axis titles.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    // One whole chart (ChartStack's minimum) with its title and axis, never a scrolled part.
    m_chartGroup->setMinimumHeight(250);
    layout->addWidget(splitter, 1);
    showCapture();
}

SlabView::~SlabView() = default;

void SlabView::createToolBar(QVBoxLayout *layout)
{
    const Heading heading = createHeading(u"slab"_s);
    m_title = heading.title;
    m_header = heading.header;

    m_topCount = new TopCountBox(tr("&Top caches charted:"), defaultTopCount, maximumTopCount,
        tr("How many of the fastest-growing caches the chart plots while no cache is selected "
           "in the table"));
    connect(m_topCount, &TopCountBox::valueChanged, this, &SlabView::updateChart);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_table->filterBar(), 1);
    bar->addSpacing(12);
    bar->addWidget(m_topCount);

    layout->addLayout(heading.row);
    layout->addWidget(m_header);
    layout->addLayout(bar);
}

void SlabView::createTable()
{
    m_table->setObjectName(u"slabTable"_s);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setItemDelegateForColumn(
        SlabTableModel::HistoryColumn, new SparklineDelegate(m_model, m_table));
    m_table->sortByColumn(SlabTableModel::MemoryColumn, Qt::DescendingOrder);
    setSpokenText(m_table, tr("Slab caches"),
        tr("Click a column to sort by it; select caches to chart their memory below; "
           "double-click one to see its line in the source"));
    // Double-click and Return both activate.
    connect(m_table, &QAbstractItemView::activated, this, &SlabView::showCurrentInSource);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &SlabView::updateChart);
}

void SlabView::createChart()
{
    m_charts = new ChartStack;
    m_charts->setObjectName(u"slabCharts"_s);
    m_charts->setMetrics({ slabMemoryKey.toString() });
    // A click on a line's sample shows the snapshot it belongs to.
    connect(m_charts, &ChartStack::sampleClicked, this, [this](const QString &, qsizetype row) {
        const Capture *capture = shown();
        if (capture && row >= 0 && row < capture->slabSession()->snapshotCount()) {
            emit sourceLineRequested(capture->slabSession()->snapshots().at(row).line);
        }
    });
    m_chartGroup = framed(m_charts);
}

int SlabView::topCount() const
{
    return m_topCount->value();
}

void SlabView::setTopCount(int count)
{
    m_topCount->setValue(count);
}

QList<qsizetype> SlabView::selectedCaches() const
{
    return m_table->selectedSourceRows();
}

void SlabView::selectCache(qsizetype cacheIndex)
{
    m_table->selectSourceRow(m_model->index(int(cacheIndex), 0));
}

void SlabView::showCurrentInSource()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    const int line = current.isValid() ? current.data(SlabTableModel::LineRole).toInt() : 0;
    if (line > 0) {
        emit sourceLineRequested(line);
    }
}

void SlabView::showCapture()
{
    m_pages->showContent(shown() != nullptr);
    updateHeader();
    const Capture *capture = shown();
    const QString id = captureId();
    // Renames and captures listed again keep the table as the user left it.
    if (id == m_modelCaptureId && (!capture || *capture->slabSession() == m_model->session())) {
        return;
    }
    // The same capture, reloaded: keep the selected caches that are still there.
    QStringList kept;
    if (!id.isEmpty() && id == m_modelCaptureId) {
        for (const qsizetype cache : selectedCaches()) {
            kept.append(m_model->cache(int(cache)).name);
        }
    }
    m_modelCaptureId = id;
    if (capture) {
        m_model->setSession(*capture->slabSession());
    } else {
        m_model->clear();
    }
    const bool memory = m_model->hasMemory();
    for (const int column : { SlabTableModel::MemoryColumn, SlabTableModel::GrowthBytesColumn }) {
        m_table->setColumnHidden(column, !memory);
    }
    sizeColumns();
    QItemSelection selection;
    for (const QString &name : std::as_const(kept)) {
        const qsizetype cache = m_model->session().cacheIndex(name);
        const QModelIndex index = m_table->proxy()->mapFromSource(m_model->index(int(cache), 0));
        if (cache >= 0 && index.isValid()) {
            selection.select(index, index);
        }
    }
    // Selecting updates the chart; an empty selection does not signal, so update it anyway.
    m_table->selectionModel()->select(
        selection, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    updateChart();
}

void SlabView::updateHeader()
{
    const Capture *capture = shown();
    if (!capture) {
        m_title->clear();
        m_header->clear();
        return;
    }
    const SlabSession &session = *capture->slabSession();
    m_title->setText(captureChoice()->currentText());
    m_title->setToolTip(sourceTip());
    QStringList parts;
    parts.append(session.formatVersion() == u"slabtop"
            ? tr("slabtop")
            : tr("slabinfo version %1").arg(session.formatVersion()));
    const int snapshots = int(session.snapshotCount());
    const double span = session.time().empty() ? 0.0 : session.time().back();
    if (snapshots < 2) {
        parts.append(tr("%n snapshot(s)", nullptr, snapshots));
    } else if (session.timesKnown()) {
        parts.append(tr("%n snapshot(s) over %1 (timestamped)", nullptr, snapshots)
                         .arg(formatValue(span, u"s"_s)));
    } else {
        parts.append(
            tr("%n snapshot(s) without timestamps: growth is per snapshot", nullptr, snapshots));
    }
    const QString pageSize = formatValue(session.pageSizeBytes() / 1024.0, u"KiB"_s);
    parts.append(session.pageSizeAssumed()
            ? tr("page size %1 assumed (the text does not state it)").arg(pageSize)
            : tr("page size %1 as stated").arg(pageSize));
    const qsizetype last = session.snapshotCount() - 1;
    const double totalKiB = last >= 0 ? session.summary().value(last, u"size") : qQNaN();
    const double caches = last >= 0 ? session.summary().value(last, u"caches") : qQNaN();
    const int listed = std::isnan(caches) ? int(session.caches().size()) : int(caches);
    parts.append(std::isnan(totalKiB)
            ? tr("%n cache(s) in the last snapshot; memory unknown (objects only)", nullptr, listed)
            : tr("%1 in %n cache(s) at the last snapshot", nullptr, listed)
                  .arg(formatValue(totalKiB, u"KiB"_s)));
    m_header->setText(parts.join(u" · "_s));
}

void SlabView::sizeColumns()
{
    if (m_model->rowCount() == 0) {
        return;
    }
    m_table->sizeColumns(widestColumn);
    m_table->horizontalHeader()->resizeSection(SlabTableModel::HistoryColumn, historyColumnWidth);
}

void SlabView::updateChart()
{
    const Capture *capture = shown();
    const QList<qsizetype> selected = capture ? selectedCaches() : QList<qsizetype>();
    bool byGrowth = false;
    QList<qsizetype> caches;
    if (!selected.isEmpty()) {
        caches = selected.mid(0, maxPlottedCaches);
    } else if (capture) {
        caches = topCaches(*capture->slabSession(), topCount(), &byGrowth);
    }
    std::vector<Capture> charted;
    charted.reserve(std::size_t(caches.size()));
    for (const qsizetype cache : std::as_const(caches)) {
        charted.push_back(slabCacheCapture(*capture, cache));
    }
    const QString metric
        = m_model->hasMemory() ? slabMemoryKey.toString() : slabObjectsKey.toString();
    if (m_charts->metrics() != QStringList { metric }) {
        m_charts->setMetrics({ metric });
    }
    m_charts->setCaptures(plottedInPaletteOrder(std::move(charted)));
    m_chartedCaches = caches;

    // Neutral titles: the axis says what is plotted (memory, or objects for version 1.0).
    const int count = int(caches.size());
    QString title;
    if (selected.size() > maxPlottedCaches) {
        title = tr("The first %1 of the %n selected caches", nullptr, int(selected.size()))
                    .arg(maxPlottedCaches);
    } else if (!selected.isEmpty()) {
        title = tr("The %n selected cache(s)", nullptr, count);
    } else if (byGrowth) {
        title = tr("The %n cache(s) that grew most (select rows to chart others)", nullptr, count);
    } else {
        title = tr("The %n largest cache(s) (select rows to chart others)", nullptr, count);
    }
    m_chartGroup->setTitle(title);
}

} // namespace vmscope
