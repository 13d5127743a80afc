// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/compare/compareview.h"

#include "app/charts/chartstack.h"
#include "app/charts/charttheme.h"
#include "app/charts/linepalette.h"
#include "app/gui/compare/comparisonstatsmodel.h"
#include "app/gui/widgets/pagewidgets.h"
#include "app/gui/widgets/plaintablemodel.h"
#include "app/gui/compare/resulttablemodel.h"
#include "core/analysis/comparisoncaptures.h"
#include "core/model/document.h"
#include "core/analysis/kernelname.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
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


QString settingsKey(const QString &metric)
{
    return u"compare/better/"_s + metric;
}

/// The result comparison as the chart draws it: a table whose columns are kernels stands
/// alone (bars per row); one turned round from a measure per kernel becomes a table of that
/// measure per kernel again, so that loads draw as a line per kernel.
QList<LabelledResultTable> chartParts(const ResultComparison &comparison)
{
    const ResultTable &table = comparison.table;
    if (!comparison.turnedRound) {
        return { { .label = QString(), .table = table } };
    }
    QList<LabelledResultTable> parts;
    for (qsizetype column = 0; column < table.columnCount(); ++column) {
        ResultTable kernel;
        kernel.benchmark = table.benchmark;
        kernel.title = table.title;
        kernel.columnKind = ResultTable::ColumnKind::Measures;
        kernel.columns = { table.title };
        kernel.units = { table.units.value(column) };
        kernel.better = table.better;
        for (const ResultRow &row : table.rows) {
            ResultRow one;
            one.key = row.key;
            one.line = row.line;
            one.values = { row.values.value(column, std::nan("")) };
            const QString suffix = u" ("_s + table.columns.at(column) + u')';
            for (const QString &flag : row.flags) {
                if (flag.endsWith(suffix)) {
                    one.flags.append(flag.chopped(suffix.size()));
                }
            }
            kernel.rows.append(one);
        }
        parts.append({ .label = table.columns.at(column), .table = kernel });
    }
    return parts;
}

/// The unit of `key` as the first run that has it gives it.
QString unitOf(const ComparisonSet &set, const QString &key)
{
    for (const ComparisonGroup &group : set.groups()) {
        for (const auto &run : group.runs) {
            if (const qsizetype column = run->columnIndex(key); column >= 0) {
                return run->column(column).unit;
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
    table->setTabKeyNavigation(false); // Tab leaves the table; the arrows walk its cells
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
                           "or more kernels (vmstat runs labelled 2.4.19, 2.5.31…), benchmark "
                           "result tables, or two or more profiles or slabinfo captures."),
        this);
    m_hint->setAlignment(Qt::AlignCenter);
    m_hint->setWordWrap(true);
    m_hint->setEnabled(false);
    m_seriesPage = createSeriesPage();
    m_resultsPage = createResultsPage();
    m_diffPage = createDiffPage();
    m_pages->addWidget(m_hint);
    m_pages->addWidget(m_seriesPage);
    m_pages->addWidget(m_resultsPage);
    m_pages->addWidget(m_diffPage);
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
    // As wide as the row allows, no wider than a long name needs: at 1280 pixels the rows
    // must leave the Captures dock room beside them.
    m_comparison->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_comparison->setMinimumContentsLength(16);
    m_comparison->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_comparison->setToolTip(tr("Captures of one kind whose labels differ, or a result table"));
    auto *compareLabel = new QLabel(tr("&Compare:"), controls);
    compareLabel->setBuddy(m_comparison);
    top->addWidget(compareLabel);
    top->addWidget(m_comparison, 1);
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

    const auto addChoice = [this, controls, bottom](const QString &text, QWidget *box) {
        // Wide enough for its longest choice while the row has room; in a narrow window or a
        // longer language the boxes give way (their text elided) before the Captures dock.
        if (qobject_cast<QComboBox *>(box)) {
            box->setMinimumWidth(box->fontMetrics().averageCharWidth() * 12);
        }
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
    addChoice(tr("&Labels:"), m_labelsButton);
    m_pool = new QCheckBox(tr("&Pool runs of a kernel"), controls);
    m_pool->setObjectName(u"poolRunsCheck"_s);
    m_pool->setToolTip(tr("One row per kernel, its runs' samples together; else a row per run "
                          "(\"2.4.19 #1\", \"2.4.19 #2\"), each its own line"));
    bottom->addWidget(m_pool);
    bottom->addSpacing(8);
    m_setControls.append(m_pool);
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
    // Every comparison has a baseline: its controls leave the statistics-only list.
    m_baselineControls = m_setControls.mid(m_setControls.size() - 2);
    m_setControls.resize(m_setControls.size() - 2);
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
    top->insertWidget(top->count() - 2, m_overlayButton);
    top->insertWidget(top->count() - 2, m_multiplesButton);
    top->insertSpacing(top->count() - 2, 8);
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
        if (entry && m_baseline->currentIndex() >= 0) {
            entry->baseline = m_baseline->currentText();
            if (m_active) {
                m_active->setBaseline(entry->baseline);
            }
            updateTables();
        }
    });
    connect(m_alignment, &QComboBox::currentIndexChanged, this, [this] {
        m_alignmentMode = ComparisonAlignment(m_alignment->currentData().toInt());
        if (m_active) {
            m_active->setAlignment(m_alignmentMode);
            updateSeries();
        }
    });
    connect(m_pool, &QCheckBox::toggled, this, [this](bool on) {
        setPooling(on ? RunPooling::ByKernel : RunPooling::PerRun);
    });
    connect(m_better, &QComboBox::activated, this,
        [this] { setBetterDirection(BetterDirection(m_better->currentData().toInt())); });
    connect(
        m_overlayButton, &QToolButton::clicked, this, [this] { setChartMode(ChartMode::Overlay); });
    connect(m_multiplesButton, &QToolButton::clicked, this,
        [this] { setChartMode(ChartMode::SmallMultiples); });
    return controls;
}

namespace {

/// `chart` over `table` in `splitter`, three parts to two.
QSplitter *chartOverTable(QSplitter *splitter, QWidget *chart, QWidget *table)
{
    splitter->addWidget(chart);
    splitter->addWidget(table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // The table would take all it asks for; the chart comes first. Applied in proportion.
    splitter->setSizes({ 600, 400 });
    return splitter;
}

} // namespace

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
    setSpokenText(m_statsTable, tr("Statistics"),
        tr("A row per metric and label: its samples' mean, median, range, deviation and 95th "
           "percentile, the change against the baseline and its p-value"));
    auto *legend = new QLabel(tr("★ p < 0.05 against the baseline (Mann-Whitney U when a sample is "
                                 "skewed, else Welch's t, each with n eff.: what the samples are "
                                 "worth after the autocorrelation within runs). Green: "
                                 "significantly better, red: significantly worse, in the metric's "
                                 "better direction."),
        lower);
    legend->setWordWrap(true);
    legend->setEnabled(false);
    lowerLayout->addWidget(m_statsTable, 1);
    lowerLayout->addWidget(legend);
    return chartOverTable(splitter, m_charts, lower);
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
    setSpokenText(m_resultTable, tr("Results"),
        tr("The pasted result tables side by side, a row per result of each kernel"));
    lowerLayout->addWidget(m_resultNote);
    lowerLayout->addWidget(m_resultTable, 1);
    return chartOverTable(splitter, m_resultChart, lower);
}

QWidget *CompareView::createDiffPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    m_diffNote = new QLabel(page);
    m_diffNote->setWordWrap(true);
    m_diffNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diffModel = new PlainTableModel(this);
    m_diffTable = newTable(page);
    m_diffTable->setModel(m_diffModel);
    layout->addWidget(m_diffNote);
    layout->addWidget(m_diffTable, 1);
    return page;
}

void CompareView::setDocument(
    const Document &document, const QHash<QString, LineLook> &looks, const QSet<QString> &hidden)
{
    const QString shown = m_comparison->currentText();
    const QList<Entry> before = m_entries;
    m_looks = looks;
    m_runs.leftOut = hidden;
    m_entries.clear();
    for (const Comparison &comparison : Comparison::find(document.captures())) {
        Entry entry { .comparison = comparison, .excluded = {}, .baseline = QString(),
            .labels = comparison.labels(m_runs) };
        // A reload keeps the user's choice of labels and baseline where they still apply.
        const QStringList &labels = entry.labels;
        for (const Entry &old : before) {
            if (old.comparison.name() == comparison.name()) {
                entry.excluded = old.excluded;
                entry.baseline = labels.contains(old.baseline) ? old.baseline : QString();
            }
        }
        m_entries.append(entry);
    }
    QSignalBlocker blocker(m_comparison);
    m_comparison->clear();
    for (const Entry &entry : std::as_const(m_entries)) {
        m_comparison->addItem(entry.comparison.name());
    }
    const int keep = m_comparison->findText(shown);
    m_comparison->setCurrentIndex(keep >= 0 ? keep : (m_entries.isEmpty() ? -1 : 0));
    showComparison(m_comparison->currentIndex());
}

void CompareView::setPooling(RunPooling pooling)
{
    if (pooling == m_runs.pooling) {
        return;
    }
    m_runs.pooling = pooling;
    {
        const QSignalBlocker blocker(m_pool);
        m_pool->setChecked(pooling == RunPooling::ByKernel);
    }
    // The labels are others now ("2.4.19" for "2.4.19 #1" and "#2"): every one is compared.
    for (Entry &entry : m_entries) {
        entry.excluded.clear();
        entry.baseline.clear();
        entry.labels = entry.comparison.labels(m_runs);
    }
    showComparison(m_comparison->currentIndex());
}

QStringList CompareView::comparisonNames() const
{
    QStringList names;
    for (const Entry &entry : m_entries) {
        names.append(entry.comparison.name());
    }
    return names;
}

bool CompareView::selectComparison(const QString &prefix)
{
    for (qsizetype index = 0; index < m_entries.size(); ++index) {
        // As `compare --comparison NAME` picks one.
        if (m_entries.at(index).comparison.name().startsWith(prefix, Qt::CaseInsensitive)) {
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

const Comparison *CompareView::currentComparison() const
{
    const Entry *entry = currentEntry();
    return entry ? &entry->comparison : nullptr;
}

namespace {

bool isStatistics(const Comparison *comparison)
{
    return comparison && comparison->subject() == ComparisonSubject::Statistics;
}

} // namespace

CompareRequest CompareView::request() const
{
    CompareRequest request;
    if (const Entry *entry = currentEntry()) {
        request.baseline = entry->baseline;
        request.labels = includedLabels();
        request.runs = m_runs;
        request.directions = m_directions;
        request.metrics = statisticsMetrics();
    }
    return request;
}

const ComparisonSet *CompareView::currentSet() const
{
    return isStatistics(currentComparison()) && m_active ? &*m_active : nullptr;
}

QStringList CompareView::availableLabels() const
{
    const Entry *entry = currentEntry();
    return entry && isStatistics(&entry->comparison) ? entry->labels : QStringList();
}

QStringList CompareView::includedLabels() const
{
    const Entry *entry = currentEntry();
    if (!entry) {
        return {};
    }
    const QStringList labels = availableLabels();
    QStringList included = labels;
    included.removeIf([entry](const QString &label) { return entry->excluded.contains(label); });
    // The labels left out may be all there are now (the others hidden meanwhile).
    return included.isEmpty() ? labels : included;
}

void CompareView::setIncludedLabels(const QStringList &labels)
{
    Entry *entry = currentEntry();
    if (!entry || !isStatistics(&entry->comparison) || labels.isEmpty()) {
        return;
    }
    entry->excluded = availableLabels();
    entry->excluded.removeIf([&labels](const QString &label) { return labels.contains(label); });
    rebuildActiveSet();
    fillSetControls();
}

void CompareView::rebuildActiveSet()
{
    const Entry *entry = currentEntry();
    if (!entry || !isStatistics(&entry->comparison)) {
        m_active.reset();
        return;
    }
    CompareRequest chosen;
    chosen.labels = includedLabels();
    chosen.baseline = entry->baseline;
    chosen.runs = m_runs;
    m_active = entry->comparison.set(chosen);
    m_active->setAlignment(m_alignmentMode);
}

QList<LabelledResultTable> CompareView::currentResults() const
{
    const Comparison *comparison = currentComparison();
    if (!comparison || comparison->subject() != ComparisonSubject::Results) {
        return {};
    }
    return chartParts(comparison->results(request()));
}

void CompareView::showComparison(int index)
{
    const bool valid = index >= 0 && index < m_entries.size();
    const Comparison *comparison = valid ? &m_entries.at(index).comparison : nullptr;
    for (QWidget *control : std::as_const(m_setControls)) {
        control->setVisible(isStatistics(comparison));
    }
    for (QWidget *control : std::as_const(m_baselineControls)) {
        control->setVisible(valid);
    }
    if (!valid) {
        m_active.reset();
        m_pages->setCurrentWidget(m_hint);
        m_charts->setCaptures({});
        m_statsModel->setComparisons({}, {});
        m_resultModel->setParts({});
        m_diffModel->setTable(PlainTable({}));
        return;
    }
    if (isStatistics(comparison)) {
        rebuildActiveSet();
        fillSetControls();
        m_pages->setCurrentWidget(m_seriesPage);
        return;
    }
    m_active.reset();
    fillBaselineChoice();
    if (comparison->subject() == ComparisonSubject::Results) {
        updateResults();
        m_pages->setCurrentWidget(m_resultsPage);
    } else {
        updateDiff();
        m_pages->setCurrentWidget(m_diffPage);
    }
}

void CompareView::fillBaselineChoice()
{
    const Entry *entry = currentEntry();
    const QStringList labels = m_active ? m_active->labels() : entry->comparison.labels();
    const QSignalBlocker blocker(m_baseline);
    m_baseline->clear();
    for (qsizetype index = 0; index < labels.size(); ++index) {
        m_baseline->addItem(labels.at(index));
        const QColor color = m_active ? lookOfGroup(index).color : lineColor(index);
        m_baseline->setItemData(int(index), color, Qt::DecorationRole);
    }
    const qsizetype chosen = m_active ? m_active->baseline()
                                      : std::max<qsizetype>(labels.indexOf(entry->baseline), 0);
    m_baseline->setCurrentIndex(int(chosen));
}

void CompareView::updateTables()
{
    const Comparison *comparison = currentComparison();
    if (!comparison) {
        return;
    }
    switch (comparison->subject()) {
    case ComparisonSubject::Statistics:
        updateStatistics();
        break;
    case ComparisonSubject::Results:
        updateResults();
        break;
    case ComparisonSubject::Profiles:
    case ComparisonSubject::Slabs:
        updateDiff();
        break;
    }
}

void CompareView::updateDiff()
{
    const Comparison *comparison = currentComparison();
    if (!comparison) {
        return;
    }
    CompareRequest all = request();
    all.rows = -1; // the view scrolls; the mail text keeps to the largest changes
    m_diffModel->setTable(comparison->table(all));
    m_diffTable->resizeColumnsToContents();
    // The heading and the captures compared, as the mail text opens.
    const QString text = comparison->text(request());
    m_diffNote->setText(text.section(u"\n\n"_s, 0, 1).trimmed());
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
        // The chart starts on the first metric `compare` tabulates, so the copy is its text.
        const QString first = defaultComparisonMetrics(*set).value(0);
        const int keep = m_metric->findText(metric.isEmpty() ? first : metric);
        m_metric->setCurrentIndex(keep >= 0 ? keep : m_metric->findText(first));
        if (m_metric->currentIndex() < 0 && m_metric->count() > 0) {
            m_metric->setCurrentIndex(0);
        }
        m_alignment->setCurrentIndex(m_alignment->findData(int(m_alignmentMode)));
    }
    fillBaselineChoice();
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
            // Rebuilding the menu deletes this action: let its signal finish first, and apply
            // the choice only if the same comparison is still shown by then.
            const QString shown = m_comparison->currentText();
            QMetaObject::invokeMethod(
                this,
                [this, chosen, shown] {
                    if (m_comparison->currentText() == shown) {
                        setIncludedLabels(chosen);
                    }
                },
                Qt::QueuedConnection);
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
    int index = m_baseline->findText(label);
    if (index < 0 && m_active) {
        // A kernel names its first run, as `compare --baseline` takes it.
        ComparisonSet probe = *m_active;
        index = probe.setBaseline(label) ? int(probe.baseline()) : -1;
    }
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
    if (const std::optional<BetterDirection> direction = betterDirectionFromId(saved)) {
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
    QStringList keys;
    const QStringList present = set->metricKeys();
    for (const QString &key : QStringList { metric() } + defaultComparisonMetrics(*set)) {
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
    QList<PlottedCapture> plotted;
    for (Capture &capture : comparisonCaptures(*set, { metric() })) {
        const LineLook look = lookOfGroup(plotted.size());
        plotted.append(
            { std::make_shared<const Capture>(std::move(capture)), look.color, look.style });
    }
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
    const QList<MetricComparison> comparisons = currentComparison()->statistics(request());
    QHash<QString, QString> units;
    for (const MetricComparison &comparison : comparisons) {
        units.insert(comparison.key, unitOf(*set, comparison.key));
    }
    m_statsModel->setComparisons(comparisons, units, colorsByLabel());
    m_statsTable->resizeColumnsToContents();
}

LineLook CompareView::lookOfGroup(qsizetype index) const
{
    const ComparisonSet *set = currentSet();
    if (!set || index < 0 || index >= set->size()) {
        return lineLook(index);
    }
    const QString first = set->groups().at(index).captureIds.value(0);
    return m_looks.value(first, lineLook(index));
}

QHash<QString, QColor> CompareView::colorsByLabel() const
{
    QHash<QString, QColor> colors;
    if (const ComparisonSet *set = currentSet()) {
        for (qsizetype index = 0; index < set->size(); ++index) {
            colors.insert(set->groups().at(index).label, lookOfGroup(index).color);
        }
    }
    return colors;
}

void CompareView::updateResults()
{
    const Comparison *comparison = currentComparison();
    if (!comparison) {
        return;
    }
    const ResultComparison results = comparison->results(request());
    m_resultModel->setParts({ { .label = QString(), .table = results.table } });
    m_resultTable->resizeColumnsToContents();
    QChart *old = m_resultChart->chart();
    m_resultChart->setChart(buildResultChart(chartParts(results)));
    followPalette(m_resultChart->chart(), m_resultChart->palette());
    delete old;
    qsizetype flagged = 0;
    for (const ResultRow &row : results.table.rows) {
        flagged += row.flags.isEmpty() ? 0 : 1;
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
    const Comparison *comparison = currentComparison();
    return comparison ? comparison->text(request()) : QString();
}

QString CompareView::csvText() const
{
    const Comparison *comparison = currentComparison();
    return comparison ? comparison->csv(request()) : QString();
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
