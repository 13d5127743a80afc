// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/charts/resultchart.h"
#include "core/comparisonset.h"
#include "core/comparisonstats.h"

#include <QWidget>

#include <optional>

class QButtonGroup;
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
class ResultTableModel;

/// Kernels side by side. A comparison is either a set of captures of one kind with different
/// labels (ComparisonSet) — charted as an overlay (a line per label) or as small multiples (a
/// chart per label on one scale), aligned by elapsed time or by sample, with a statistics
/// table per metric and label against a baseline — or the benchmark result tables the thread
/// pasted, as grouped bars or load lines with the table beneath. Both copy as the 72-column
/// mail text `vmscope-cli compare` prints, or as CSV.
class CompareView : public QWidget
{
    Q_OBJECT

public:
    enum class ChartMode { Overlay, SmallMultiples };

    explicit CompareView(QWidget *parent = nullptr);
    ~CompareView() override;

    /// Finds the comparison sets and result tables of `document` (copied) and shows the one
    /// shown before if it is still there, else the first.
    void setDocument(const Document &document);

    /// The comparisons offered, as the picker names them.
    [[nodiscard]] QStringList comparisonNames() const;
    /// Shows the first comparison whose name starts with `prefix`; false if there is none.
    bool selectComparison(const QString &prefix);
    /// The set shown, of the labels included, or nullptr when a result table (or nothing) is
    /// shown.
    [[nodiscard]] const ComparisonSet *currentSet() const;
    /// Every label of the shown set's kind, and those compared. At first the kernel versions
    /// (`2.5.31-akpm`) when two or more labels are one, else all: prose that introduced a
    /// log ("ext3 is misbehaving") also labels captures.
    [[nodiscard]] QStringList availableLabels() const;
    [[nodiscard]] QStringList includedLabels() const;
    void setIncludedLabels(const QStringList &labels);
    /// The result tables shown (empty when a set is).
    [[nodiscard]] QList<LabelledResultTable> currentResults() const;

    [[nodiscard]] QString metric() const;
    void setMetric(const QString &key);
    void setBaseline(const QString &label);
    void setAlignment(ComparisonAlignment alignment);
    [[nodiscard]] ChartMode chartMode() const { return m_chartMode; }
    void setChartMode(ChartMode mode);
    /// Which way the current metric should move; remembered per metric.
    void setBetterDirection(BetterDirection direction);

    /// The metrics of the statistics table: the charted one first, then bo, in, cs and id
    /// (what `vmscope-cli compare` prints) when the set has them.
    [[nodiscard]] QStringList statisticsMetrics() const;

    /// The table shown as mail text: the statistics (as `vmscope-cli compare`) or the result
    /// tables, at most 72 columns wide; empty when nothing is shown.
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
    /// Gives the statistics table all the height, the chart folded away (for a picture of it).
    void emphasizeStatistics();

public slots:
    void copyAsMailText();
    void copyAsCsv();

signals:
    /// A copy went to the clipboard (`what` says what, for the status bar).
    void copied(const QString &what);

private:
    /// One entry of the comparison picker: a set, or the result tables of one benchmark.
    struct Entry
    {
        QString name;
        qsizetype set = -1; // index into m_sets, or -1
        QList<LabelledResultTable> results;
        QStringList included; // of a set: the labels compared
        QString baseline; // of a set: the label chosen, empty for the first
    };

    QWidget *createControls();
    QWidget *createSeriesPage();
    QWidget *createResultsPage();
    void showComparison(int index);
    void fillSetControls();
    void fillLabelMenu();
    /// Builds the set shown from the captures of the included labels.
    void rebuildActiveSet();
    [[nodiscard]] Entry *currentEntry();
    [[nodiscard]] const Entry *currentEntry() const;
    void updateSeries();
    void updateStatistics();
    void updateResults();
    void updateBetterChoice();
    void copyToClipboard(const QString &text, const QString &what);

    QList<ComparisonSet> m_sets; // of every label
    QList<Capture> m_captures; // of the sets' kinds, to build the sets of fewer labels from
    std::optional<ComparisonSet> m_active;
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
    QMenu *m_labelMenu = nullptr;
    QToolButton *m_overlayButton = nullptr;
    QToolButton *m_multiplesButton = nullptr;
    QList<QWidget *> m_setControls; // hidden while result tables are shown
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
};

} // namespace vmscope
