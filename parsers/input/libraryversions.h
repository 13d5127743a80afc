// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <utility>

namespace vmscope {

/// The libraries vmscope reads its inputs with and their versions as linked, for Help >
/// About and `vmscope-cli --version`: ("zlib", "1.2.13"), ("GMime", "3.2.13")…
[[nodiscard]] QList<std::pair<QString, QString>> libraryVersions();

} // namespace vmscope
