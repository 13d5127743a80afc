// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace vmscope {

class Workspace;

/// What the analysis rules found (docs/stalls.md): every finding with its severity, rule,
/// capture, span and evidence in words; beside it the kernels ranked by the share of their
/// runs they stalled. Activating a finding asks to show it (the window zooms the charts to it).
class FindingsPanel : public QWidget
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, RuleColumn, CaptureColumn, SpanColumn, EvidenceColumn };
    enum SummaryColumn { RankColumn, LabelColumn, StallsColumn, StalledColumn, ShareColumn,
        MeanColumn, LongestColumn };
    /// On each finding row: its index into Workspace::findings().
    static constexpr int FindingIndexRole = Qt::UserRole + 1;

    explicit FindingsPanel(Workspace *workspace, QWidget *parent = nullptr);

    [[nodiscard]] QTreeWidget *findings() const { return m_findings; }
    [[nodiscard]] QTreeWidget *summary() const { return m_summary; }

signals:
    /// The user wants to see finding `index` of Workspace::findings().
    void findingActivated(int index);
    /// The number of findings listed changed (the dock shows it in its title).
    void countChanged(int count);

private:
    void rebuild();
    void rebuildSummary();

    Workspace *m_workspace;
    QTreeWidget *m_findings;
    QTreeWidget *m_summary;
};

} // namespace vmscope
