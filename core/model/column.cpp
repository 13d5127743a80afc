// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/column.h"

#include <QCoreApplication>

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::Unit)
};

} // namespace

bool averagesSinceBoot(const ColumnInfo &column)
{
    return column.group != u"procs" && column.group != u"memory";
}

QString unitName(const QString &unit)
{
    // The units the parsers give that are words; the rest are symbols.
    static constexpr const char *words[] = {
        QT_TRANSLATE_NOOP("vmscope::Unit", "blocks/s"),
        QT_TRANSLATE_NOOP("vmscope::Unit", "processes"),
        QT_TRANSLATE_NOOP("vmscope::Unit", "sectors"),
        QT_TRANSLATE_NOOP("vmscope::Unit", "count"),
        QT_TRANSLATE_NOOP("vmscope::Unit", "samples"),
        QT_TRANSLATE_NOOP("vmscope::Unit", "ticks"),
        QT_TRANSLATE_NOOP("vmscope::Unit", "objs"),
    };
    for (const char *word : words) {
        if (unit == QLatin1StringView(word)) {
            return Text::tr(word);
        }
    }
    return unit;
}

} // namespace vmscope
