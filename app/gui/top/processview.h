// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/pagewidgetsfwd.h"
#include "core/model/capturelist.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QVBoxLayout;

namespace vmscope {

class ProcessTableModel;
class Workspace;

/// The processes of a top capture: a sortable, filterable table with a %CPU sparkline per
/// process, a chart of the busiest processes over time and, below, the history of the ones
/// selected in the table. It shows the current capture when that is a top capture, else the
/// one it showed before, else the first top capture; with none it says how to load one.
class ProcessView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int defaultBusiestCount = 5;
    static constexpr int maximumBusiestCount = 20;
    /// More selected processes than this are not plotted (the legend would be unreadable).
    static constexpr int maxPlottedProcesses = 8;

    explicit ProcessView(Workspace *workspace, QWidget *parent = nullptr);
    ~ProcessView() override;

    /// The top capture shown, empty when there is none.
    [[nodiscard]] QString captureId() const { return m_captureId; }
    [[nodiscard]] CaptureTable *table() const { return m_table; }
    [[nodiscard]] ProcessTableModel *model() const { return m_model; }
    /// The chart of the busiest processes' %CPU.
    [[nodiscard]] ChartStack *busiestCharts() const { return m_busiestCharts; }
    /// The charts of the processes selected in the table.
    [[nodiscard]] ChartStack *selectionCharts() const { return m_selectionCharts; }

    [[nodiscard]] int busiestCount() const;
    void setBusiestCount(int count);
    /// Indices into TopSession::processes of the selected rows, in table order.
    [[nodiscard]] QList<qsizetype> selectedProcesses() const;
    /// Selects the process at `processIndex` of the session (and scrolls to it).
    void selectProcess(qsizetype processIndex);

signals:
    /// The user clicked the sample of frame `row` of the top capture `captureId`.
    void sampleClicked(const QString &captureId, qsizetype row);

private:
    void createToolBar(QVBoxLayout *layout);
    void createTable();
    void createCharts();
    /// Picks the capture to show from the workspace.
    void follow();
    void showCapture(const Capture *capture);
    void updateTitle(const Capture *capture);
    void updateBusiestChart();
    void updateSelectionCharts();
    void sizeColumns();

    Workspace *m_workspace;
    QString m_captureId;
    CapturePtr m_shown; // the capture whose session the model holds
    ProcessTableModel *m_model;
    CaptureTable *m_table;
    PageStack *m_pages = nullptr;
    QLabel *m_title = nullptr;
    TopCountBox *m_busiestCount = nullptr;
    QCheckBox *m_memoryToo = nullptr;
    ChartStack *m_busiestCharts = nullptr;
    QGroupBox *m_selectionGroup = nullptr;
    QStackedWidget *m_selectionPages = nullptr;
    QLabel *m_selectionHint = nullptr;
    ChartStack *m_selectionCharts = nullptr;
};

} // namespace vmscope
