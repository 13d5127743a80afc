// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace vmscope {

/// The demo thread embedded in every front end (resources/demo), so that a new user sees a
/// chart without owning a log.
class DemoThread
{
public:
    /// The name it is shown under: capture tree, diagnostics, CLI output.
    [[nodiscard]] static QString name();
    /// Its text; empty if this build lacks the resource.
    [[nodiscard]] static QByteArray bytes();
};

} // namespace vmscope
