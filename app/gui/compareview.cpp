// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/compareview.h"

#include "app/charts/chartstack.h"
#include "app/charts/linepalette.h"
#include "app/gui/comparisonstatsmodel.h"
#include "app/gui/resulttablemodel.h"
#include "core/comparisoncaptures.h"
#include "core/comparisontables.h"
#include "core/document.h"
#include "core/kernelname.h"
#include "core/resulttabletext.h"

#include <QApplication>
#include <QButtonGroup>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <optional>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// What `vmscope-cli compare` tabulates by default: writeout, interrupts, context switches,
/// idle time.
const QStringList tabulatedMetrics { u"bo"_s, u"in"_s, u"cs"_s, u"id"_s };
/// What the chart starts on: writeout, what the seed threads argue about.
const QString firstMetric = u"bo"_s;

QString settingsKey(const QString &metric)
{
    return u"compare/better/"_s + metric;
}

std::optional<BetterDirection> directionFromId(const QString &id)
{
    for (const BetterDirection direction :
        { BetterDirection::Higher, BetterDirection::Lower, BetterDirection::Unknown }) {
        if (betterDirectionId(direction) == id) {
            return direction;
        }
    }
    return std::nullopt;
}

QString setName(const ComparisonSet &set)
{
    return CompareView::tr("%1 by label: %n label(s)", nullptr, int(set.size()))
        .arg(captureKindId(set.kind()));
}

/// The labels that name a kernel when at least two do: what a thread compares first.
QStringList defaultLabels(const QStringList &labels)
{
    QStringList kernels;
    for (const QString &label : labels) {
        if (!kernelNameOf(label).isEmpty()) {
            kernels.append(label);
        }
    }
    return kernels.size() >= 2 ? kernels : labels;
}

/// The kernel a label names ("SPEC results before 2.4.10-pre13 test stopped:" →
/// "2.4.10-pre13"), else the label: the legend and table have no room for the prose.
QString kernelIn(const QString &label)
{
    const QString kernel = kernelNameOf(label);
    return kernel.isEmpty() ? label : kernel;
}

/// Result tables whose columns are kernels stand alone; those whose columns are measures (one
/// SPEC SFS run list per kernel) are grouped by benchmark, a line or bar group per kernel.
QList<QList<LabelledResultTable>> resultGroups(const Document &document)
{
    QList<QList<LabelledResultTable>> groups;
    QStringList measureBenchmarks;
    for (const Capture &capture : document.captures()) {
        const ResultTable *table = capture.resultTable();
        if (!table || table->sampleCount() == 0) {
            continue;
        }
        if (table->columnKind == ResultTable::ColumnKind::Configurations) {
            groups.append(QList<LabelledResultTable> { { .label = QString(), .table = *table } });
            measureBenchmarks.append(QString());
            continue;
        }
        const QString label = kernelIn(capture.label.isEmpty() ? capture.id : capture.label);
        const qsizetype found = measureBenchmarks.indexOf(table->benchmark);
        const bool sameColumns
            = found >= 0 && groups.at(found).constFirst().table.columns == table->columns;
        if (sameColumns) {
            groups[found].append(LabelledResultTable { .label = label, .table = *table });
        } else {
            groups.append(QList<LabelledResultTable> { { .label = label, .table = *table } });
            measureBenchmarks.append(table->benchmark);
        }
    }
    return groups;
}

QString resultsName(const QList<LabelledResultTable> &group)
{
    const ResultTable &first = group.constFirst().table;
    // A group of kernels' runs goes by its benchmark; the first one's title is its own.
    const bool ownTitle
        = group.size() == 1 && !first.title.isEmpty() && first.title != first.benchmark;
    const QString name = !ownTitle ? first.benchmark : first.benchmark + u" – "_s + first.title;
    if (first.columnKind == ResultTable::ColumnKind::Configurations) {
        return CompareView::tr("%1: %2 × %n kernel(s)", nullptr, int(first.columnCount()))
            .arg(name, CompareView::tr("%n row(s)", nullptr, int(first.sampleCount())));
    }
    return CompareView::tr("%1: %n kernel(s)", nullptr, int(group.size())).arg(name);
}

/// The unit of `key` as the first run that has it gives it.
QString unitOf(const ComparisonSet &set, const QString &key)
{
    for (const ComparisonGroup &group : set.groups()) {
        for (const TimeSeries &run : group.runs) {
            if (const qsizetype column = run.columnIndex(key); column >= 0) {
                return run.column(column).unit;
            }
        }
    }
    return QString();
}

QTableView *newTable(QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setAlternatingRowColors(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setHighlightSections(false);
    table->setWordWrap(false);
    table->horizontalHeader()->setStretchLastSection(true);
    // Rows as high as a line of text: a metric's labels stay together on screen.
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    return table;
}

QToolButton *newToggle(const QString &text, const QString &tip, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setText(text);
    button->setToolTip(tip);
    button->setCheckable(true);
    button->setAutoRaise(false);
    return button;
}

} // namespace

CompareView::CompareView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(createControls());
    m_pages = new QStackedWidget(this);
    m_hint = new QLabel(tr("Nothing to compare yet. Open a thread with logs of one kind from two "
                           "or more kernels (vmstat runs labelled 2.4.19, 2.5.31…), or with "
                           "benchmark result tables."),
        this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);
    m_seriesPage = createSeriesPage();
    m_resultsPage = createResultsPage();
    m_pages->addWidget(m_hint);
    m_pages->addWidget(m_seriesPage);
    m_pages->addWidget(m_resultsPage);
    layout->addWidget(m_pages, 1);
    showComparison(-1);
}

CompareView::~CompareView() = default;

QWidget *CompareView::createControls()
{
    auto *controls = new QWidget(this);
    auto *rows = new QVBoxLayout(controls);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    auto *bottom = new QHBoxLayout;
    rows->addLayout(top);
    rows->addLayout(bottom);

    m_comparison = new QComboBox(controls);
    m_comparison->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_comparison->setToolTip(tr("Captures of one kind whose labels differ, or a result table"));
    auto *compareLabel = new QLabel(tr("&Compare:"), controls);
    compareLabel->setBuddy(m_comparison);
    top->addWidget(compareLabel);
    top->addWidget(m_comparison);
    top->addStretch(1);
    auto *copyText = new QToolButton(controls);
    copyText->setText(tr("Copy as Text"));
    copyText->setToolTip(
        tr("The table as `vmscope-cli compare` prints it, 72 columns wide, for a mail"));
    auto *copyCsv = new QToolButton(controls);
    copyCsv->setText(tr("Copy as CSV"));
    copyCsv->setToolTip(tr("The table for a spreadsheet, numbers at full precision"));
    top->addWidget(copyText);
    top->addWidget(copyCsv);
    connect(copyText, &QToolButton::clicked, this, &CompareView::copyAsMailText);
    connect(copyCsv, &QToolButton::clicked, this, &CompareView::copyAsCsv);

    const auto addChoice = [this, controls, bottom](const QString &text, QComboBox *box) {
        auto *label = new QLabel(text, controls);
        label->setBuddy(box);
        bottom->addWidget(label);
        bottom->addWidget(box);
        bottom->addSpacing(8);
        m_setControls.append({ label, box });
    };
    m_metric = new QComboBox(controls);
    m_metric->setToolTip(tr("The metric charted, and first in the statistics table"));
    addChoice(tr("&Metric:"), m_metric);
    m_labelsButton = new QToolButton(controls);
    m_labelsButton->setPopupMode(QToolButton::InstantPopup);
    m_labelsButton->setToolTip(tr("The labels compared: tick the kernels to put side by side"));
    m_labelMenu = new QMenu(m_labelsButton);
    m_labelsButton->setMenu(m_labelMenu);
    auto *labelsLabel = new QLabel(tr("&Labels:"), controls);
    labelsLabel->setBuddy(m_labelsButton);
    bottom->addWidget(labelsLabel);
    bottom->addWidget(m_labelsButton);
    bottom->addSpacing(8);
    m_setControls.append({ labelsLabel, m_labelsButton });
    m_better = new QComboBox(controls);
    m_better->addItem(tr("Higher is better"), int(BetterDirection::Higher));
    m_better->addItem(tr("Lower is better"), int(BetterDirection::Lower));
    m_better->addItem(tr("No better direction"), int(BetterDirection::Unknown));
    m_better->setToolTip(tr("Which way the metric should move: significant changes that way "
                            "are green, the other way red"));
    addChoice(tr("B&etter:"), m_better);
    m_baseline = new QComboBox(controls);
    m_baseline->setToolTip(tr("The label the others are compared against"));
    addChoice(tr("&Baseline:"), m_baseline);
    m_alignment = new QComboBox(controls);
    m_alignment->addItem(tr("Elapsed time"), int(ComparisonAlignment::ElapsedTime));
    m_alignment->addItem(tr("Sample"), int(ComparisonAlignment::SampleIndex));
    m_alignment->setToolTip(tr("Line the runs up by seconds since their first sample, or by "
                               "sample number (runs of different intervals)"));
    addChoice(tr("&Align by:"), m_alignment);

    m_overlayButton = newToggle(tr("&Overlay"), tr("One chart, a line per label"), controls);
    m_multiplesButton
        = newToggle(tr("Small &Multiples"), tr("A chart per label, all on one scale"), controls);
    auto *group = new QButtonGroup(controls);
    group->addButton(m_overlayButton);
    group->addButton(m_multiplesButton);
    m_overlayButton->setChecked(true);
    bottom->addWidget(m_overlayButton);
    bottom->addWidget(m_multiplesButton);
    bottom->addStretch(1);
    m_setControls.append({ m_overlayButton, m_multiplesButton });

    connect(m_comparison, &QComboBox::currentIndexChanged, this, &CompareView::showComparison);
    connect(m_metric, &QComboBox::currentIndexChanged, this, [this] {
        updateBetterChoice();
        updateSeries();
        updateStatistics();
    });
    connect(m_baseline, &QComboBox::currentIndexChanged, this, [this] {
        Entry *entry = currentEntry();
        if (m_active && entry && m_baseline->currentIndex() >= 0) {
            entry->baseline = m_baseline->currentText();
            m_active->setBaseline(entry->baseline);
            updateStatistics();
        }
    });
    connect(m_alignment, &QComboBox::currentIndexChanged, this, [this] {
        m_alignmentMode = ComparisonAlignment(m_alignment->currentData().toInt());
        if (m_active) {
            m_active->setAlignment(m_alignmentMode);
            updateSeries();
        }
    });
    connect(m_better, &QComboBox::activated, this,
        [this] { setBetterDirection(BetterDirection(m_better->currentData().toInt())); });
    connect(
        m_overlayButton, &QToolButton::clicked, this, [this] { setChartMode(ChartMode::Overlay); });
    connect(m_multiplesButton, &QToolButton::clicked, this,
        [this] { setChartMode(ChartMode::SmallMultiples); });
    return controls;
}

QWidget *CompareView::createSeriesPage()
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_charts = new ChartStack(splitter);
    // A line is a label's pooled runs, not a capture a note could be kept on.
    m_charts->setNotesEnabled(false);
    m_statsModel = new ComparisonStatsModel(this);
    auto *lower = new QWidget(splitter);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    m_statsTable = newTable(lower);
    m_statsTable->setModel(m_statsModel);
    auto *legend = new QLabel(tr("★ p < 0.05 against the baseline (Mann-Whitney U when a sample is "
                                 "skewed, else Welch's t). Green: significantly better, red: "
                                 "significantly worse, in the metric's better direction."),
        lower);
    legend->setWordWrap(true);
    legend->setEnabled(false);
    lowerLayout->addWidget(m_statsTable, 1);
    lowerLayout->addWidget(legend);
    splitter->addWidget(m_charts);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The table would take all it asks for; the chart comes first. Applied in proportion.
    splitter->setSizes({ 600, 400 });
    return splitter;
}

QWidget *CompareView::createResultsPage()
{
    auto *splitter = new QSplitter(Qt::Vertical, this);
    m_resultChart = new QChartView(splitter);
    m_resultChart->setRenderHint(QPainter::Antialiasing);
    m_resultChart->setMinimumHeight(220);
    auto *lower = new QWidget(splitter);
    auto *lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    m_resultNote = new QLabel(lower);
    m_resultNote->setWordWrap(true);
    m_resultModel = new ResultTableModel(this);
    m_resultTable = newTable(lower);
    m_resultTable->setModel(m_resultModel);
    lowerLayout->addWidget(m_resultNote);
    lowerLayout->addWidget(m_resultTable, 1);
    splitter->addWidget(m_resultChart);
    splitter->addWidget(lower);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({ 600, 400 });
    return splitter;
}

void CompareView::setDocument(const Document &document)
{
    const QString shown = m_comparison->currentText();
    const QList<Entry> before = m_entries;
    m_sets.clear();
    m_entries.clear();
    m_captures.clear();
    const QList<ComparisonSet> sets = ComparisonSet::fromDocument(document);
    for (const ComparisonSet &set : sets) {
        if (!set.isComparison()) {
            continue;
        }
        Entry entry { .name = setName(set),
            .set = m_sets.size(),
            .results = {},
            .included = defaultLabels(set.labels()),
            .baseline = QString() };
        // A reload keeps the user's choice of labels and baseline where they still apply.
        for (const Entry &old : before) {
            if (old.name == entry.name) {
                entry.included = old.included;
                entry.baseline = old.baseline;
            }
        }
        m_entries.append(entry);
        m_sets.append(set);
        for (const Capture &capture : document.captures()) {
            if (capture.kind == set.kind()) {
                m_captures.append(capture);
            }
        }
    }
    for (const QList<LabelledResultTable> &group : resultGroups(document)) {
        m_entries.append({ .name = resultsName(group),
            .set = -1,
            .results = group,
            .included = {},
            .baseline = QString() });
    }
    QSignalBlocker blocker(m_comparison);
    m_comparison->clear();
    for (const Entry &entry : std::as_const(m_entries)) {
        m_comparison->addItem(entry.name);
    }
    const int keep = m_comparison->findText(shown);
    m_comparison->setCurrentIndex(keep >= 0 ? keep : (m_entries.isEmpty() ? -1 : 0));
    showComparison(m_comparison->currentIndex());
}

QStringList CompareView::comparisonNames() const
{
    QStringList names;
    for (const Entry &entry : m_entries) {
        names.append(entry.name);
    }
    return names;
}

bool CompareView::selectComparison(const QString &prefix)
{
    for (qsizetype index = 0; index < m_entries.size(); ++index) {
        if (m_entries.at(index).name.startsWith(prefix)) {
            m_comparison->setCurrentIndex(int(index));
            return true;
        }
    }
    return false;
}

CompareView::Entry *CompareView::currentEntry()
{
    const int index = m_comparison->currentIndex();
    return index < 0 || index >= m_entries.size() ? nullptr : &m_entries[index];
}

const CompareView::Entry *CompareView::currentEntry() const
{
    const int index = m_comparison->currentIndex();
    return index < 0 || index >= m_entries.size() ? nullptr : &m_entries.at(index);
}

const ComparisonSet *CompareView::currentSet() const
{
    const Entry *entry = currentEntry();
    return entry && entry->set >= 0 && m_active ? &*m_active : nullptr;
}

QStringList CompareView::availableLabels() const
{
    const Entry *entry = currentEntry();
    return entry && entry->set >= 0 ? m_sets.at(entry->set).labels() : QStringList();
}

QStringList CompareView::includedLabels() const
{
    const Entry *entry = currentEntry();
    return entry ? entry->included : QStringList();
}

void CompareView::setIncludedLabels(const QStringList &labels)
{
    Entry *entry = currentEntry();
    if (!entry || entry->set < 0 || labels.isEmpty()) {
        return;
    }
    entry->included = labels;
    rebuildActiveSet();
    fillSetControls();
}

void CompareView::rebuildActiveSet()
{
    const Entry *entry = currentEntry();
    if (!entry || entry->set < 0) {
        m_active.reset();
        return;
    }
    const ComparisonSet &all = m_sets.at(entry->set);
    QList<Capture> chosen;
    for (const Capture &capture : std::as_const(m_captures)) {
        if (capture.kind == all.kind() && entry->included.contains(capture.label)) {
            chosen.append(capture);
        }
    }
    m_active = ComparisonSet(all.kind(), chosen);
    m_active->setAlignment(m_alignmentMode);
    if (!entry->baseline.isEmpty()) {
        m_active->setBaseline(entry->baseline);
    }
}

QList<LabelledResultTable> CompareView::currentResults() const
{
    const int index = m_comparison->currentIndex();
    return index < 0 || index >= m_entries.size() ? QList<LabelledResultTable>()
                                                  : m_entries.at(index).results;
}

void CompareView::showComparison(int index)
{
    const bool valid = index >= 0 && index < m_entries.size();
    const bool isSet = valid && m_entries.at(index).set >= 0;
    for (QWidget *control : std::as_const(m_setControls)) {
        control->setVisible(isSet);
    }
    if (!valid) {
        m_pages->setCurrentWidget(m_hint);
        m_charts->setCaptures({});
        m_statsModel->setComparisons({}, {});
        m_resultModel->setParts({});
        return;
    }
    if (isSet) {
        rebuildActiveSet();
        fillSetControls();
        m_pages->setCurrentWidget(m_seriesPage);
    } else {
        updateResults();
        m_pages->setCurrentWidget(m_resultsPage);
    }
}

void CompareView::fillSetControls()
{
    const ComparisonSet *set = currentSet();
    const QString metric = m_metric->currentText();
    {
        const QSignalBlocker metricBlocker(m_metric);
        const QSignalBlocker baselineBlocker(m_baseline);
        const QSignalBlocker alignmentBlocker(m_alignment);
        m_metric->clear();
        m_metric->addItems(set->metricKeys());
        const int keep = m_metric->findText(metric.isEmpty() ? firstMetric : metric);
        m_metric->setCurrentIndex(keep >= 0 ? keep : m_metric->findText(firstMetric));
        if (m_metric->currentIndex() < 0 && m_metric->count() > 0) {
            m_metric->setCurrentIndex(0);
        }
        m_baseline->clear();
        for (qsizetype index = 0; index < set->size(); ++index) {
            m_baseline->addItem(set->labels().at(index));
            m_baseline->setItemData(int(index), lineColor(index), Qt::DecorationRole);
        }
        m_baseline->setCurrentIndex(int(set->baseline()));
        m_alignment->setCurrentIndex(m_alignment->findData(int(m_alignmentMode)));
    }
    fillLabelMenu();
    updateBetterChoice();
    updateSeries();
    updateStatistics();
}

void CompareView::fillLabelMenu()
{
    m_labelMenu->clear();
    const QStringList labels = availableLabels();
    const QStringList included = includedLabels();
    for (const QString &label : labels) {
        QAction *action = m_labelMenu->addAction(label);
        action->setCheckable(true);
        action->setChecked(included.contains(label));
        // The last label left stays: a comparison needs something to show.
        action->setEnabled(!(included.size() == 1 && included.contains(label)));
        connect(action, &QAction::toggled, this, [this, label](bool on) {
            QStringList chosen;
            for (const QString &one : availableLabels()) {
                if (one == label ? on : includedLabels().contains(one)) {
                    chosen.append(one);
                }
            }
            // Rebuilding the menu deletes this action: let its signal finish first.
            QMetaObject::invokeMethod(
                this, [this, chosen] { setIncludedLabels(chosen); }, Qt::QueuedConnection);
        });
    }
    m_labelsButton->setText(tr("%1 of %2").arg(included.size()).arg(labels.size()));
    // Room for the menu arrow beside the text.
    m_labelsButton->setMinimumWidth(
        m_labelsButton->fontMetrics().horizontalAdvance(m_labelsButton->text()) + 32);
}

QString CompareView::metric() const
{
    return m_metric->currentText();
}

void CompareView::setMetric(const QString &key)
{
    const int index = m_metric->findText(key);
    if (index >= 0) {
        m_metric->setCurrentIndex(index);
    }
}

void CompareView::setBaseline(const QString &label)
{
    const int index = m_baseline->findText(label);
    if (index >= 0) {
        m_baseline->setCurrentIndex(index);
    }
}

void CompareView::setAlignment(ComparisonAlignment alignment)
{
    m_alignment->setCurrentIndex(m_alignment->findData(int(alignment)));
}

void CompareView::setChartMode(ChartMode mode)
{
    m_chartMode = mode;
    (mode == ChartMode::Overlay ? m_overlayButton : m_multiplesButton)->setChecked(true);
    m_charts->setChartPerCapture(mode == ChartMode::SmallMultiples);
}

void CompareView::setBetterDirection(BetterDirection direction)
{
    const QString key = metric();
    if (key.isEmpty()) {
        return;
    }
    m_directions.set(key, direction);
    QSettings().setValue(settingsKey(key), betterDirectionId(direction));
    updateBetterChoice();
    updateStatistics();
}

void CompareView::updateBetterChoice()
{
    const QString key = metric();
    const QString saved = QSettings().value(settingsKey(key)).toString();
    if (const std::optional<BetterDirection> direction = directionFromId(saved)) {
        m_directions.set(key, *direction);
    }
    const QSignalBlocker blocker(m_better);
    m_better->setCurrentIndex(m_better->findData(int(m_directions.of(key))));
}

QStringList CompareView::statisticsMetrics() const
{
    const ComparisonSet *set = currentSet();
    if (!set) {
        return {};
    }
    const QStringList present = set->metricKeys();
    QStringList keys;
    for (const QString &key : QStringList { metric() } + tabulatedMetrics) {
        if (present.contains(key) && !keys.contains(key)) {
            keys.append(key);
        }
    }
    return keys;
}

void CompareView::updateSeries()
{
    const ComparisonSet *set = currentSet();
    if (!set || metric().isEmpty()) {
        return;
    }
    const QList<PlottedCapture> plotted
        = plottedInPaletteOrder(comparisonCaptures(*set, { metric() }));
    m_charts->setTimeAxisStyle(set->alignment() == ComparisonAlignment::SampleIndex
            ? TimeAxisStyle::SampleIndex
            : TimeAxisStyle::Seconds);
    m_charts->setChartPerCapture(m_chartMode == ChartMode::SmallMultiples);
    m_charts->setMetrics({ metric() });
    m_charts->setCaptures(plotted);
}

void CompareView::updateStatistics()
{
    const ComparisonSet *set = currentSet();
    if (!set) {
        return;
    }
    QList<MetricComparison> comparisons;
    QHash<QString, QString> units;
    for (const QString &key : statisticsMetrics()) {
        comparisons.append(compareMetric(*set, key, m_directions));
        units.insert(key, unitOf(*set, key));
    }
    m_statsModel->setComparisons(comparisons, units);
    m_statsTable->resizeColumnsToContents();
}

void CompareView::updateResults()
{
    const QList<LabelledResultTable> results = currentResults();
    m_resultModel->setParts(results);
    m_resultTable->resizeColumnsToContents();
    QChart *old = m_resultChart->chart();
    m_resultChart->setChart(buildResultChart(results));
    delete old;
    qsizetype flagged = 0;
    for (const LabelledResultTable &labelled : results) {
        for (const ResultRow &row : labelled.table.rows) {
            flagged += row.flags.isEmpty() ? 0 : 1;
        }
    }
    m_resultNote->setText(flagged == 0
            ? QString()
            : tr("%n run(s) flagged INVALID (over 1% of RPC calls failed): kept, tinted in the "
                 "table and marked ◆ on the chart.",
                nullptr, int(flagged)));
    m_resultNote->setVisible(flagged > 0);
}

void CompareView::emphasizeStatistics()
{
    if (auto *splitter = qobject_cast<QSplitter *>(m_seriesPage)) {
        splitter->setSizes({ 0, 1000 }); // the chart folds away; its handle brings it back
    }
}

QString CompareView::mailText() const
{
    if (const ComparisonSet *set = currentSet()) {
        const QList<MetricComparison> &comparisons = m_statsModel->comparisons();
        if (comparisons.isEmpty()) {
            return QString();
        }
        return tr("Statistics of %1 captures by label; %2 is the baseline")
                   .arg(captureKindId(set->kind()), set->labels().at(set->baseline()))
            + u"\n\n"_s + comparisonText(comparisons);
    }
    QString text;
    for (const LabelledResultTable &labelled : currentResults()) {
        if (!text.isEmpty()) {
            text += u'\n';
        }
        if (!labelled.label.isEmpty()) {
            text += labelled.label + u":\n"_s;
        }
        text += resultTableText(labelled.table);
    }
    return text;
}

QString CompareView::csvText() const
{
    if (currentSet()) {
        return m_statsModel->comparisons().isEmpty()
            ? QString()
            : comparisonCsvTable(m_statsModel->comparisons()).toCsv();
    }
    const QList<LabelledResultTable> results = currentResults();
    if (results.isEmpty()) {
        return QString();
    }
    QList<ResultTable> tables;
    QStringList labels;
    for (const LabelledResultTable &labelled : results) {
        tables.append(labelled.table);
        labels.append(labelled.label);
    }
    const bool labelled = results.size() > 1 || !labels.constFirst().isEmpty();
    return resultCsvTable(tables, labelled ? labels : QStringList()).toCsv();
}

void CompareView::copyAsMailText()
{
    copyToClipboard(mailText(), tr("%1 as text").arg(m_comparison->currentText()));
}

void CompareView::copyAsCsv()
{
    copyToClipboard(csvText(), tr("%1 as CSV").arg(m_comparison->currentText()));
}

void CompareView::copyToClipboard(const QString &text, const QString &what)
{
    if (!text.isEmpty()) {
        QApplication::clipboard()->setText(text);
    }
    emit copied(text.isEmpty() ? QString() : what);
}

} // namespace vmscope
