// SPDX-License-Identifier: GPL-2.0-or-later
#include "translations/translators.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// Where lrelease's catalogues are compiled in (translations/CMakeLists.txt).
const QString catalogueFolder = u":/i18n"_s;

/// The translators installed last, removed when installTranslators() runs again.
std::vector<std::unique_ptr<QTranslator>> &installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

bool install(std::unique_ptr<QTranslator> translator)
{
    if (!QCoreApplication::installTranslator(translator.get())) {
        return false;
    }
    installed().push_back(std::move(translator));
    return true;
}

} // namespace

QStringList catalogueLanguages()
{
    QStringList languages;
    for (const QString &file :
         QDir(catalogueFolder).entryList({u"vmscope_*.qm"_s}, QDir::Files, QDir::Name)) {
        const QString language = file.mid(8, file.size() - 8 - 3);
        if (language != u"en"_s) {
            languages.append(language);
        }
    }
    return languages;
}

QString installTranslators(const QString &language)
{
    for (const std::unique_ptr<QTranslator> &translator : installed()) {
        QCoreApplication::removeTranslator(translator.get());
    }
    installed().clear();
    // Searched last to first: English plurals under everything, the chosen language on top.
    auto english = std::make_unique<QTranslator>();
    if (english->load(u"vmscope_en"_s, catalogueFolder)) {
        install(std::move(english));
    }
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    auto vmscope = std::make_unique<QTranslator>();
    if (!vmscope->load(locale, u"vmscope"_s, u"_"_s, catalogueFolder)
        || vmscope->language().startsWith(u"en"_s)) {
        return u"en"_s;
    }
    const QString loaded = vmscope->language();
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        install(std::move(qt));
    }
    install(std::move(vmscope));
    return loaded;
}

} // namespace vmscope
