// SPDX-License-Identifier: GPL-2.0-or-later
#include "translations/pluraltranslator.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace vmscope {

QString PluralTranslator::pluralize(QStringView sourceText, int n)
{
    if (!sourceText.contains(u"(s)"_s) && !sourceText.contains(u"(es)"_s)) {
        return {};
    }
    QString text = sourceText.toString();
    text.replace(u"(es)"_s, n == 1 ? QString() : u"es"_s); // "process(es)"
    return text.replace(u"(s)"_s, n == 1 ? QString() : u"s"_s);
}

QString PluralTranslator::translate(const char *context, const char *sourceText,
                                    const char *disambiguation, int n) const
{
    Q_UNUSED(context);
    Q_UNUSED(disambiguation);
    if (n < 0 || !sourceText) {
        return {};
    }
    return pluralize(QString::fromUtf8(sourceText), n);
}

void installTranslators()
{
    auto *plurals = new PluralTranslator(QCoreApplication::instance());
    QCoreApplication::installTranslator(plurals);
}

} // namespace vmscope
