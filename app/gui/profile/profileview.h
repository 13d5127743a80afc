// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/capturepage.h"
#include "app/gui/widgets/pagewidgetsfwd.h"

#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QVBoxLayout;

namespace vmscope {

class ProfileBarChart;
class ProfileSplitter;
class ProfileTableModel;

/// One kernel profile: where the time went. A header with the total (stated or summed, and
/// a notice when the listed symbols do not add up to it), a sortable, filterable table of the
/// symbols and a bar chart of the top N by share. Selecting a row highlights its bar; double-
/// click or Return on a row (or a bar) asks for its line in the source view.
class ProfileView : public CapturePage
{
    Q_OBJECT

public:
    static constexpr int defaultTopCount = 15;
    static constexpr int maximumTopCount = 100;

    explicit ProfileView(QWidget *parent = nullptr);
    ~ProfileView() override;

    [[nodiscard]] int topCount() const;
    void setTopCount(int count);
    /// Indices into Profile::entries of the bars, largest first.
    [[nodiscard]] const QList<qsizetype> &topEntries() const { return m_topEntries; }
    /// Index into Profile::entries of the current row, -1 when none.
    [[nodiscard]] qsizetype currentEntry() const;
    /// Makes entry `entryIndex` the current row (and scrolls to it) if the filter shows it.
    void selectEntry(qsizetype entryIndex);

    [[nodiscard]] CaptureTable *table() const { return m_table; }
    [[nodiscard]] ProfileTableModel *model() const { return m_model; }
    [[nodiscard]] ProfileBarChart *barChart() const { return m_chart; }
    [[nodiscard]] QLabel *titleLabel() const { return m_title; }
    [[nodiscard]] QLabel *noticeLabel() const { return m_notice; }
    [[nodiscard]] QComboBox *profileChoice() const { return captureChoice(); }

public slots:
    /// Asks for the current row's line in the source view.
    void showCurrentInSource();

signals:
    /// The user wants to see physical line `physicalLine` of sourceFile().
    void sourceLineRequested(int physicalLine);

private:
    /// Widest a column starts (px): C++ or perf symbols can run to hundreds of characters.
    static constexpr int widestColumn = 360;
    /// What the chart keeps at least when the splitter is first fitted (px).
    static constexpr int chartWidth = 420;

    void createToolBar(QVBoxLayout *layout);
    void createTable();
    void createChart();
    void showCapture() override;
    void updateTitle();
    void updateChart();
    void highlightCurrentBar();
    void sizeColumns();

    QList<qsizetype> m_topEntries;
    ProfileTableModel *m_model;
    CaptureTable *m_table;
    PageStack *m_pages = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_noticeIcon = nullptr;
    QLabel *m_notice = nullptr;
    TopCountBox *m_topCount = nullptr;
    ProfileBarChart *m_chart = nullptr;
    QGroupBox *m_chartBox = nullptr;
    ProfileSplitter *m_splitter = nullptr;
};

} // namespace vmscope
