// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/oops/oopstext.h"

#include "core/oops/culprit.h"

#include <QCoreApplication>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::OopsText)
};

/// Cuts a line to `width` columns, marking the cut with `...`.
QString fit(const QString &line, int width)
{
    return line.size() <= width ? line : line.left(std::max(width - 3, 0)) + u"..."_s;
}

QStringList facts(const Oops &oops, int width)
{
    QStringList facts;
    if (!oops.kernelVersion.isEmpty()) {
        facts.append(Text::tr("kernel %1").arg(oops.kernelVersion));
    }
    if (!oops.taint.isEmpty()) {
        facts.append(oops.taint);
    }
    if (oops.cpu >= 0) {
        facts.append(Text::tr("CPU %1").arg(oops.cpu));
    }
    if (!oops.process.isEmpty()) {
        facts.append(oops.pid >= 0 ? Text::tr("%1 (pid %2)").arg(oops.process, QString::number(oops.pid))
                                   : oops.process);
    }
    if (!oops.timestamp.isEmpty()) {
        facts.append(Text::tr("at %1").arg(oops.timestamp));
    }
    // Wrapped between facts rather than cut: each is worth keeping in a reply.
    QStringList lines;
    for (qsizetype i = 0; i < facts.size(); ++i) {
        const QString fact = facts.at(i) + (i + 1 < facts.size() ? u","_s : QString());
        if (!lines.isEmpty() && lines.constLast().size() + 1 + fact.size() <= width) {
            lines.last() += u' ' + fact;
        } else {
            lines.append(fit(fact, width));
        }
    }
    return lines;
}

} // namespace

QStringList oopsToText(const Oops &oops, int width)
{
    QStringList lines;
    // `WARNING: CPU: 1 ...` says what it is already; `kernel BUG at ...` under ksymoops does not.
    const QString kind = oopsKindName(oops.kind);
    const QString what = oops.headline.isEmpty() ? kind
        : oops.headline.startsWith(kind, Qt::CaseInsensitive) ? oops.headline
                                                              : kind + u": "_s + oops.headline;
    lines.append(fit(what, width));
    lines.append(facts(oops, width));
    if (oops.location.address || oops.location.isResolved()) {
        lines.append(fit(Text::tr("faulting at %1").arg(oops.location.text()), width));
    }
    if (const QString culprit = culpritLine(oops); !culprit.isEmpty()) {
        lines.append(fit(culprit, width));
    }
    if (!oops.frames.isEmpty()) {
        lines.append(Text::tr("Call Trace:"));
    }
    QString context;
    for (const OopsFrame &frame : oops.frames) {
        if (frame.context != context) {
            if (!context.isEmpty()) {
                lines.append(u"  </"_s + context + u'>');
            }
            if (!frame.context.isEmpty()) {
                lines.append(u"  <"_s + frame.context + u'>');
            }
            context = frame.context;
        }
        lines.append(fit((frame.reliable ? u"    "_s : u"  ? "_s) + frame.text(), width));
    }
    if (!context.isEmpty()) {
        lines.append(u"  </"_s + context + u'>');
    }
    if (oops.warningsIssued >= 0) {
        lines.append(fit(Text::tr("ksymoops: %1 warnings issued, %2 errors")
                             .arg(oops.warningsIssued)
                             .arg(std::max(oops.errorsIssued, 0)),
                         width));
    }
    return lines;
}

QString oopsTitle(const Oops &oops)
{
    const std::optional<Culprit> culprit = findCulprit(oops);
    const ReportClass reportClass = classifyReport(oops.headline);
    if (!culprit) {
        return oops.headline.isEmpty() ? reportClassTitle(reportClass) : oops.headline;
    }
    return Text::tr("%1 in %2").arg(reportClassTitle(reportClass), culprit->name);
}

QString culpritLine(const Oops &oops)
{
    const std::optional<Culprit> culprit = findCulprit(oops);
    if (!culprit) {
        return {};
    }
    return Text::tr("culprit: %1").arg(culprit->frame.text());
}

} // namespace vmscope
