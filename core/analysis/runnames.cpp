// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/analysis/runnames.h"

#include "core/analysis/kernelname.h"

#include <algorithm>


using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Room in a tree row or a legend entry beside the others.
constexpr qsizetype shortLabelWidth = 28;

} // namespace

QString shortLabel(const QString &label)
{
    QString text = label.simplified();
    while (text.endsWith(u':')) {
        text.chop(1);
    }
    if (text.size() <= shortLabelWidth) {
        return text;
    }
    const QString kernel = kernelNameOf(text);
    // Room for the words, the ellipsis and, when it comes first, the kernel and " · ".
    const qsizetype room
        = shortLabelWidth - 1 - (kernel.isEmpty() ? 0 : std::min<qsizetype>(kernel.size() + 3, 12));
    // Whole words that fit, or the first one cut when even it does not.
    qsizetype cut = text.lastIndexOf(u' ', room);
    if (cut <= 0) {
        cut = room;
    }
    QString words = text.left(cut);
    while (!words.isEmpty() && (words.back().isPunct() || words.back().isSpace())) {
        words.chop(1);
    }
    words += u'…';
    if (kernel.isEmpty() || words.contains(kernel)) {
        return words;
    }
    return kernel.size() + 3 > 12 ? kernel : kernel + u" · "_s + words;
}

QHash<QString, QString> runNames(const QList<Capture> &captures)
{
    QList<const Capture *> pointers;
    for (const Capture &capture : captures) {
        pointers.append(&capture);
    }
    return runNames(pointers);
}

QHash<QString, QString> runNames(const CaptureList &captures)
{
    QList<const Capture *> pointers;
    for (const CapturePtr &capture : captures.shared()) {
        pointers.append(capture.get());
    }
    return runNames(pointers);
}

QHash<QString, QString> runNames(const QList<const Capture *> &captures)
{
    QHash<QString, int> shared; // kind and short label → captures so named
    const auto keyOf = [](const Capture &capture, const QString &name) -> QString {
        return QString::number(int(capture.kind)) + u'\n' + name;
    };
    QList<QString> names;
    for (const Capture *capture : captures) {
        names.append(capture->label.trimmed().isEmpty() ? QString() : shortLabel(capture->label));
        if (!names.back().isEmpty()) {
            ++shared[keyOf(*capture, names.back())];
        }
    }
    QHash<QString, QString> named;
    QHash<QString, int> numbered;
    for (qsizetype index = 0; index < captures.size(); ++index) {
        const Capture &capture = *captures.at(index);
        const QString &name = names.at(index);
        if (name.isEmpty()) {
            continue;
        }
        const QString key = keyOf(capture, name);
        named.insert(capture.id,
            shared.value(key) > 1 ? u"%1 #%2"_s.arg(name, QString::number(++numbered[key])) : name);
    }
    return named;
}

} // namespace vmscope
