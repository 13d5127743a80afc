// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/diagnosticspanel.h"

#include "app/gui/shell/workspace.h"
#include "app/gui/widgets/pagewidgets.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QStyle>

#include <algorithm>
#include <tuple>

namespace vmscope {
namespace {

constexpr int pathRole = Qt::UserRole + 1;

QIcon severityIcon(const QStyle *style, Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Note:
        return style->standardIcon(QStyle::SP_MessageBoxInformation);
    case Diagnostic::Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Diagnostic::Severity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    }
    return {};
}

QString severityText(Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Note:
        return DiagnosticsPanel::tr("note");
    case Diagnostic::Severity::Warning:
        return DiagnosticsPanel::tr("warning");
    case Diagnostic::Severity::Error:
        return DiagnosticsPanel::tr("error");
    }
    return {};
}

} // namespace

DiagnosticsPanel::DiagnosticsPanel(Workspace *workspace, QWidget *parent)
    : QTreeWidget(parent)
    , m_workspace(workspace)
{
    setHeaderLabels({ tr("File"), tr("Line"), tr("Severity"), tr("Message") });
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(true);
    setSpokenText(this, tr("Diagnostics"),
        tr("Lines the parsers skipped or doubted; double-click one to see it in the source"));
    connect(workspace, &Workspace::capturesChanged, this, &DiagnosticsPanel::rebuild);
    connect(this, &QTreeWidget::itemActivated, this, &DiagnosticsPanel::activate);
    rebuild();
}

void DiagnosticsPanel::rebuild()
{
    clear();
    const Document &document = m_workspace->document();
    QList<std::pair<QString, Diagnostic>> all;
    for (qsizetype i = 0; i < document.diagnostics().size(); ++i) {
        all.append({ document.diagnosticFile(i), document.diagnostics().at(i) });
    }
    for (const Capture &capture : document.captures()) {
        for (const Diagnostic &diagnostic : capture.diagnostics) {
            all.append({ capture.source.file, diagnostic });
        }
    }
    std::stable_sort(all.begin(), all.end(), [](const auto &a, const auto &b) {
        return std::tie(a.first, a.second.line) < std::tie(b.first, b.second.line);
    });
    for (const auto &[file, diagnostic] : std::as_const(all)) {
        addDiagnostic(file, diagnostic);
    }
    for (int column = 0; column < MessageColumn; ++column) {
        resizeColumnToContents(column);
    }
    emit countChanged(topLevelItemCount());
}

void DiagnosticsPanel::addDiagnostic(const QString &file, const Diagnostic &diagnostic)
{
    auto *item = new QTreeWidgetItem(this);
    item->setText(FileColumn, QFileInfo(file).fileName());
    item->setToolTip(FileColumn, file);
    item->setData(FileColumn, pathRole, file);
    item->setText(LineColumn, diagnostic.line > 0 ? QString::number(diagnostic.line) : QString());
    item->setTextAlignment(LineColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setIcon(SeverityColumn, severityIcon(style(), diagnostic.severity));
    item->setText(SeverityColumn, severityText(diagnostic.severity));
    item->setText(MessageColumn, diagnostic.message);
    item->setToolTip(MessageColumn, diagnostic.message);
}

void DiagnosticsPanel::activate(QTreeWidgetItem *item)
{
    const QString file = item->data(FileColumn, pathRole).toString();
    const int line = item->text(LineColumn).toInt();
    if (!file.isEmpty() && line > 0) {
        m_workspace->requestSourceLine(file, line);
    }
}

} // namespace vmscope
