// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/linepalette.h"
#include "app/charts/resultchart.h"
#include "core/analysis/comparison.h"

#include <QWidget>

#include <optional>

class QButtonGroup;
class QCheckBox;
class QMenu;
class QChartView;
class QComboBox;
class QLabel;
class QStackedWidget;
class QTableView;
class QToolButton;

namespace vmscope {

class ChartStack;
class ComparisonStatsModel;
class Document;
class PlainTableModel;
class ResultTableModel;

/// Kernels side by side: the comparisons core finds (Comparison::find(), what `vmscope-cli
/// compare` prints), presented. Runs of one kind by kernel are charted as an overlay (a line
/// per label) or small multiples (a chart per label on one scale), aligned by elapsed time or
/// by sample, with a statistics table per metric and label against a baseline; a benchmark's
/// results by kernel as grouped bars or load lines with the table beneath; profiles and slab
/// captures as their diff table. Each copies as the mail text `vmscope-cli compare
/// --comparison N` prints for the same choices, or as its CSV.
class CompareView : public QWidget
{
    Q_OBJECT

public:
    enum class ChartMode { Overlay, SmallMultiples };

    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    /// Finds the comparison sets and result tables of `document` (copied) and shows the one
    /// shown before if it is still there, else the first. A run is drawn as `looks` says its
    /// capture is on the Charts tab (the palette in order when it is not there); the runs of
    /// `hidden` captures are left out of the comparison.
    void setDocument(const Document &document, const QHash<QString, LineLook> &looks = {},
        const QSet<QString> &hidden = {});

    /// The comparisons offered, as the picker names them.
    [[nodiscard]] QStringList comparisonNames() const;
    /// Shows the first comparison whose name starts with `prefix`; false if there is none.
    bool selectComparison(const QString &prefix);
    /// The comparison shown, or nullptr.
    [[nodiscard]] const Comparison *currentComparison() const;
    /// What the controls ask of it: labels, baseline, metrics, better directions.
    [[nodiscard]] CompareRequest request() const;
    /// The set shown, of the labels included, or nullptr when a result table (or nothing) is
    /// shown.
    [[nodiscard]] const ComparisonSet *currentSet() const;
    /// Every label of the shown set's kind, and those compared (at first all: the set puts
    /// runs labelled by a sentence aside when two or more kernels are there).
    [[nodiscard]] QStringList availableLabels() const;
    [[nodiscard]] QStringList includedLabels() const;
    void setIncludedLabels(const QStringList &labels);
    /// A row per run ("2.4.19 #1", "2.4.19 #2"), the default, or per kernel, its runs pooled.
    [[nodiscard]] RunPooling pooling() const { return m_runs.pooling; }
    void setPooling(RunPooling pooling);
    [[nodiscard]] QCheckBox *poolingChoice() const { return m_pool; }
    /// The result tables charted (empty when no result comparison is shown).
    [[nodiscard]] QList<LabelledResultTable> currentResults() const;

    [[nodiscard]] QString metric() const;
    void setMetric(const QString &key);
    /// The label (or the kernel: its first run) the others are compared against.
    void setBaseline(const QString &label);
    void setAlignment(ComparisonAlignment alignment);
    [[nodiscard]] ChartMode chartMode() const { return m_chartMode; }
    void setChartMode(ChartMode mode);
    /// Which way the current metric should move; remembered per metric.
    void setBetterDirection(BetterDirection direction);

    /// The metrics of the statistics table: the charted one first, then those `vmscope-cli
    /// compare` tabulates (defaultComparisonMetrics()).
    [[nodiscard]] QStringList statisticsMetrics() const;

    /// The comparison shown as mail text, as `vmscope-cli compare` prints it; empty when
    /// nothing is shown.
    [[nodiscard]] QString mailText() const;
    [[nodiscard]] QString csvText() const;

    [[nodiscard]] QComboBox *comparisonChoice() const { return m_comparison; }
    [[nodiscard]] QComboBox *metricChoice() const { return m_metric; }
    [[nodiscard]] QComboBox *baselineChoice() const { return m_baseline; }
    [[nodiscard]] QComboBox *alignmentChoice() const { return m_alignment; }
    [[nodiscard]] QComboBox *betterChoice() const { return m_better; }
    [[nodiscard]] ChartStack *chartStack() const { return m_charts; }
    [[nodiscard]] QTableView *statisticsTable() const { return m_statsTable; }
    [[nodiscard]] ComparisonStatsModel *statisticsModel() const { return m_statsModel; }
    [[nodiscard]] QChartView *resultChart() const { return m_resultChart; }
    [[nodiscard]] QTableView *resultTable() const { return m_resultTable; }
    [[nodiscard]] ResultTableModel *resultModel() const { return m_resultModel; }
    [[nodiscard]] QTableView *diffTable() const { return m_diffTable; }
    [[nodiscard]] PlainTableModel *diffModel() const { return m_diffModel; }
    /// Gives the statistics table all the height, the chart folded away (for a picture of it).
    void emphasizeStatistics();

public slots:
    void copyAsMailText();
    void copyAsCsv();

signals:
    /// A copy went to the clipboard (`what` says what, for the status bar).
    void copied(const QString &what);

private:
    /// One entry of the comparison picker and the user's choices for it.
    struct Entry
    {
        Comparison comparison;
        // Statistics: the labels the user left out. Kept as such, so that a run shown again
        // (ticked in the capture tree) comes back into the comparison.
        QStringList excluded;
        QString baseline; // the label chosen, empty for the first
        // Statistics: its labels for the current RunSelection, made once (a set copies runs).
        QStringList labels;
    };

    QWidget *createControls();
    QWidget *createSeriesPage();
    QWidget *createResultsPage();
    QWidget *createDiffPage();
    void showComparison(int index);
    void fillSetControls();
    void fillBaselineChoice();
    void fillLabelMenu();
    /// Builds the set shown from the captures of the included labels.
    void rebuildActiveSet();
    [[nodiscard]] Entry *currentEntry();
    [[nodiscard]] const Entry *currentEntry() const;
    void updateSeries();
    void updateStatistics();
    void updateResults();
    void updateDiff();
    /// The statistics, results or diff again, after a change of baseline.
    void updateTables();
    void updateBetterChoice();
    void copyToClipboard(const QString &text, const QString &what);
    /// How the line of group `index` of the set shown is drawn: as its first run's capture.
    [[nodiscard]] LineLook lookOfGroup(qsizetype index) const;
    [[nodiscard]] QHash<QString, QColor> colorsByLabel() const;

    std::optional<ComparisonSet> m_active;
    RunSelection m_runs;
    QHash<QString, LineLook> m_looks;
    ComparisonAlignment m_alignmentMode = ComparisonAlignment::ElapsedTime;
    QList<Entry> m_entries;
    MetricDirections m_directions = MetricDirections::defaults();
    ChartMode m_chartMode = ChartMode::Overlay;

    QComboBox *m_comparison = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_baseline = nullptr;
    QComboBox *m_alignment = nullptr;
    QComboBox *m_better = nullptr;
    QToolButton *m_labelsButton = nullptr;
    QCheckBox *m_pool = nullptr;
    QMenu *m_labelMenu = nullptr;
    QToolButton *m_overlayButton = nullptr;
    QToolButton *m_multiplesButton = nullptr;
    QList<QWidget *> m_setControls; // shown with statistics only
    QList<QWidget *> m_baselineControls; // shown with every comparison
    QStackedWidget *m_pages = nullptr;
    QLabel *m_hint = nullptr;
    QWidget *m_seriesPage = nullptr;
    QWidget *m_resultsPage = nullptr;
    ChartStack *m_charts = nullptr;
    QTableView *m_statsTable = nullptr;
    ComparisonStatsModel *m_statsModel = nullptr;
    QChartView *m_resultChart = nullptr;
    QTableView *m_resultTable = nullptr;
    ResultTableModel *m_resultModel = nullptr;
    QLabel *m_resultNote = nullptr;
    QWidget *m_diffPage = nullptr;
    QLabel *m_diffNote = nullptr;
    QTableView *m_diffTable = nullptr;
    PlainTableModel *m_diffModel = nullptr;
};

} // namespace vmscope
