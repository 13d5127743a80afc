// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/gui/widgets/capturepage.h"
#include "app/gui/widgets/pagewidgetsfwd.h"
#include "core/analysis/eventtimeline.h"

class QGroupBox;
class QLabel;
class QTreeWidget;
class QVBoxLayout;

namespace vmscope {

/// One Events capture: the kernel's trouble messages (allocation failures, OOM kills, hung
/// tasks, soft lockups) on a time axis of their own, for the many that belong to no run: a
/// header saying how they were timed, a chart of how many came and of each failure's order
/// with a marker per message, and the list of them. A click on a sample or a row selects the
/// message in both; double-click or Return on a row asks for its line in the source view.
class EventsView : public CapturePage
{
    Q_OBJECT

public:
    explicit EventsView(QWidget *parent = nullptr);

    [[nodiscard]] ChartStack *charts() const { return m_charts; }
    [[nodiscard]] QTreeWidget *list() const { return m_list; }
    [[nodiscard]] QLabel *headerLabel() const { return m_header; }
    /// The timeline the chart plots (empty when no capture is shown).
    [[nodiscard]] const EventTimeline &timeline() const { return m_timeline; }

public slots:
    /// Asks for the current row's line in the source view.
    void showCurrentInSource();
    /// Selects message `index` (of the capture's EventLog) in the list and puts the charts'
    /// crosshair on it.
    void selectEvent(qsizetype index);

signals:
    /// The user wants to see physical line `physicalLine` of sourceFile().
    void sourceLineRequested(int physicalLine);

private:
    void createHeader(QVBoxLayout *layout);
    void createList();
    void showCapture() override;
    void updateHeader();
    void fillList();
    void updateChart();

    QString m_shownId; // the capture the list and chart were made of
    EventTimeline m_timeline;
    PageStack *m_pages = nullptr;
    QLabel *m_title = nullptr;
    QLabel *m_header = nullptr;
    ChartStack *m_charts = nullptr;
    QGroupBox *m_chartGroup = nullptr;
    QTreeWidget *m_list = nullptr;
};

} // namespace vmscope
