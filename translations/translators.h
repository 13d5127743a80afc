// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace vmscope {

/// The languages of the catalogues built in besides English ("de"), as QLocale names them.
[[nodiscard]] QStringList catalogueLanguages();

/// Installs the translators every front end uses: English plural forms ("1 capture", "9
/// captures", from vmscope_en.ts), then Qt's own catalogue and vmscope's for `language`
/// ("de"), or for the system's languages when it is empty. Installing again replaces what an
/// earlier call installed. Returns the language in effect, "en" when no catalogue matched.
QString installTranslators(const QString &language = QString());

} // namespace vmscope
