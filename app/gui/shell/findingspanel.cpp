// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/findingspanel.h"

#include "app/gui/shell/workspace.h"
#include "app/gui/widgets/pagewidgets.h"
#include "core/analysis/runnames.h"
#include "core/analysis/stallrules.h"
#include "core/analysis/stallsummary.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>

#include <cmath>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

QIcon severityIcon(const QStyle *style, FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    case FindingSeverity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case FindingSeverity::Critical:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    }
    return {};
}

QString seconds(double value)
{
    return std::isnan(value) ? QString() : QLocale().toString(value, 'f', value < 10 ? 1 : 0);
}

/// "12.0–17.0 s (5.0 s)" for a span of a run; empty for profiles and slabs, which have none.
QString spanText(const Finding &finding)
{
    if (finding.end <= 0 && finding.start <= 0) {
        return {};
    }
    return FindingsPanel::tr("%1–%2 s (%3 s)")
        .arg(seconds(finding.start), seconds(finding.end), seconds(finding.duration()));
}

QTreeWidget *makeTree(const QStringList &headers, QWidget *parent)
{
    auto *tree = new QTreeWidget(parent);
    tree->setHeaderLabels(headers);
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->setAlternatingRowColors(true);
    tree->setSortingEnabled(false);
    return tree;
}

} // namespace

FindingsPanel::FindingsPanel(Workspace *workspace, QWidget *parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_findings = makeTree(
        { tr("Severity"), tr("Rule"), tr("Capture"), tr("When"), tr("What Happened") }, splitter);
    m_findings->setObjectName(u"findingsTree"_s);
    // Two lines a finding: the sentence, then its numbers.
    m_findings->setUniformRowHeights(false);
    setSpokenText(m_findings, tr("Findings"),
        tr("What the analysis rules found; click one to zoom the charts to it. Thresholds: "
           "Edit > Preferences"));
    m_findings->header()->setStretchLastSection(true);
    m_summary = makeTree({ tr("#"), tr("Label"), tr("Stalls"), tr("Stalled (s)"), tr("Share"),
                             tr("Mean (s)"), tr("Longest (s)") },
        splitter);
    m_summary->setObjectName(u"stallSummaryTree"_s);
    setSpokenText(m_summary, tr("Stalls by kernel"),
        tr("The kernels (labels) ranked by the share of their runs they stalled, least first"));
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    // A click shows the finding as Enter does: looking at one stall after another is the job.
    const auto activate = [this](QTreeWidgetItem *item) {
        emit findingActivated(item->data(SeverityColumn, FindingIndexRole).toInt());
    };
    connect(m_findings, &QTreeWidget::itemActivated, this, activate);
    connect(m_findings, &QTreeWidget::itemClicked, this, activate);
    connect(workspace, &Workspace::findingsChanged, this, &FindingsPanel::rebuild);
    // Labels change without new findings when a capture is renamed.
    connect(workspace, &Workspace::capturesChanged, this, &FindingsPanel::rebuildSummary);
    rebuild();
}

void FindingsPanel::rebuild()
{
    m_findings->clear();
    const QList<Finding> &findings = m_workspace->findings();
    const QHash<QString, QString> names = m_workspace->runNames(); // as the tree names them
    for (qsizetype index = 0; index < findings.size(); ++index) {
        const Finding &finding = findings.at(index);
        const Capture *capture = m_workspace->document().capture(finding.captureId);
        const StallRule *rule = stallRule(finding.rule);
        auto *row = new QTreeWidgetItem(m_findings,
            { findingSeverityName(finding.severity), rule ? rule->title() : finding.rule,
                capture ? names.value(capture->id, capture->id) : QString(), spanText(finding),
                finding.summary.isEmpty() ? finding.evidence
                                          : finding.summary + u'\n' + finding.evidence });
        row->setIcon(SeverityColumn, severityIcon(style(), finding.severity));
        row->setData(SeverityColumn, FindingIndexRole, int(index));
        row->setToolTip(RuleColumn, tr("Rule %1 (Help > Stall Rules)").arg(finding.rule));
        row->setToolTip(CaptureColumn, capture ? capture->label : QString());
        // Rich text, so that a long sentence wraps in the tooltip.
        QString tip = u"<p>"_s + finding.headline().toHtmlEscaped() + u"</p>"_s;
        if (!finding.summary.isEmpty()) {
            tip += u"<p>"_s + finding.evidence.toHtmlEscaped() + u"</p>"_s;
        }
        row->setToolTip(EvidenceColumn, tip);
    }
    for (int column = SeverityColumn; column < EvidenceColumn; ++column) {
        m_findings->resizeColumnToContents(column);
    }
    m_findings->setColumnWidth(CaptureColumn, std::min(m_findings->columnWidth(CaptureColumn), 220));
    rebuildSummary();
    emit countChanged(int(findings.size()));
}

void FindingsPanel::rebuildSummary()
{
    m_summary->clear();
    const QList<StallSummary> labels
        = rankLabelsByStalls(m_workspace->document().captures(), m_workspace->findings());
    for (const StallSummary &label : labels) {
        const double share = label.share();
        // A label may be a sentence of the mail: short here, whole in the tooltip.
        auto *row = new QTreeWidgetItem(m_summary,
            { label.rank > 0 ? QString::number(label.rank) : QString(), shortLabel(label.label),
                QString::number(label.stallCount), seconds(label.stalledSeconds),
                std::isnan(share) ? QString() : QLocale().toString(100.0 * share, 'f', 1) + u" %"_s,
                seconds(label.meanSeconds()), label.stallCount > 0 ? seconds(label.maxSeconds) : QString() });
        row->setToolTip(LabelColumn, label.label);
    }
    for (int column = RankColumn; column <= LongestColumn; ++column) {
        m_summary->resizeColumnToContents(column);
    }
    // The numbers are what the table is for: the label gives way to them.
    m_summary->setColumnWidth(LabelColumn, std::min(m_summary->columnWidth(LabelColumn), 160));
}

} // namespace vmscope
