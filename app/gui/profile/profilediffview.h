// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/profile/profilecapture.h"
#include "app/gui/widgets/pagewidgetsfwd.h"
#include "core/profile/profilediff.h"

#include <QWidget>

class QComboBox;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QVBoxLayout;

namespace vmscope {

class ProfileBarChart;
class ProfileDiffModel;
class ProfileSplitter;

/// Two or more kernel profiles side by side against a baseline: per symbol each one's ticks
/// and share of the total, the change in share (points) and the ratio, sorted by the largest
/// change; symbols some listings lack are marked, prefix groups (`journal_*`) add summed rows.
/// A diverging bar chart shows the top N changes; the table copies as a 72-column mail table
/// or as CSV.
class ProfileDiffView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int defaultTopCount = 15;
    static constexpr int maximumTopCount = 100;

    explicit ProfileDiffView(QWidget *parent = nullptr);
    ~ProfileDiffView() override;

    /// The profiles to compare: those of `captures` that hold one, in order (copied, the
    /// pointers are not kept). Keeps the baseline when its capture is still among them.
    void setCaptures(const QList<const Capture *> &captures);

    /// Labels of the profiles compared, in order.
    [[nodiscard]] QStringList labels() const;
    [[nodiscard]] int baseline() const;
    void setBaseline(int profile);
    /// The profile the chart compares with the baseline (with three or more, the user picks).
    [[nodiscard]] int comparedProfile() const;
    void setComparedProfile(int profile);
    /// The prefix groups summed as rows of their own (`journal_*`).
    [[nodiscard]] QStringList groups() const { return m_groups; }
    void setGroups(const QStringList &groups);
    [[nodiscard]] int topCount() const;
    void setTopCount(int count);

    [[nodiscard]] const ProfileDiff &diff() const;
    /// Indices into diff().rows of the bars, largest change first.
    [[nodiscard]] const QList<qsizetype> &chartedRows() const { return m_chartedRows; }
    /// The mail table: the selected rows when several are selected, else the top N rows as
    /// the table shows them (filter and sort), plus any group row, at most 72 columns wide.
    [[nodiscard]] QString mailText() const;
    /// Every row the table shows, in its order, as CSV.
    [[nodiscard]] QString csvText() const;

    [[nodiscard]] CaptureTable *table() const { return m_table; }
    [[nodiscard]] ProfileDiffModel *model() const { return m_model; }
    [[nodiscard]] ProfileBarChart *barChart() const { return m_chart; }
    [[nodiscard]] QComboBox *baselineChoice() const { return m_baseline; }
    [[nodiscard]] QLineEdit *groupsEdit() const { return m_groupsEdit; }

public slots:
    void copyAsMailText();
    void copyAsCsv();

protected:
    void changeEvent(QEvent *event) override;

private:
    void createToolBar(QVBoxLayout *layout);
    [[nodiscard]] QHBoxLayout *createCopyButtons();
    void createTable();
    void createChart();
    void rebuild();
    void updateChart();
    void updateColors();
    void highlightCurrentBar();
    void applyGroupsText();
    /// Rows of the diff in table order: the visible ones, or the selected ones.
    [[nodiscard]] QList<qsizetype> rowsInTableOrder(bool selectedOnly) const;
    [[nodiscard]] ProfileDiff diffOfRows(const QList<qsizetype> &rows) const;

    QList<ProfileCapture> m_profiles;
    QStringList m_groups;
    QList<qsizetype> m_chartedRows;
    ProfileDiffModel *m_model;
    CaptureTable *m_table;
    PageStack *m_pages = nullptr;
    QComboBox *m_baseline = nullptr;
    QLabel *m_comparedLabel = nullptr;
    QComboBox *m_compared = nullptr;
    QLineEdit *m_groupsEdit = nullptr;
    TopCountBox *m_topCount = nullptr;
    ProfileBarChart *m_chart = nullptr;
    QGroupBox *m_chartBox = nullptr;
    ProfileSplitter *m_splitter = nullptr;
};

} // namespace vmscope
