// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QTranslator>

namespace vmscope {

/// English plurals without a catalogue: source strings are written "%n capture(s)" for
/// translators, and this turns them into "1 capture" / "9 captures". Installed first, so a
/// real catalogue installed later takes precedence.
class PluralTranslator final : public QTranslator
{
public:
    using QTranslator::QTranslator;

    [[nodiscard]] QString translate(const char *context, const char *sourceText,
                                    const char *disambiguation, int n) const override;
    [[nodiscard]] bool isEmpty() const override { return false; }

    /// "%n row(s)" with n = 1 → "%n row"; other n → "%n rows"; text without "(s)" → null.
    [[nodiscard]] static QString pluralize(QStringView sourceText, int n);
};

/// Installs the translators every front end uses (the plural forms above, for now).
void installTranslators();

} // namespace vmscope
