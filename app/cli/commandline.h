// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace vmscope {

/// `vmscope-cli COMMAND [OPTION...] FILE...` without the program name: parses the options
/// of COMMAND (each command has its own; one it does not take is a usage error) and runs it.
/// `standardInput`, when given, is what "-" reads. Returns the exit code (DESIGN.md).
[[nodiscard]] int runCommandLine(const QStringList &arguments, QTextStream &out, QTextStream &err,
                                 const std::optional<QByteArray> &standardInput = std::nullopt);

/// Whether the command line asks for output a program reads (`--json`, `--csv`, `--format
/// csv|json`, `export` of data): its messages then stay untranslated, like the output itself.
[[nodiscard]] bool wantsMachineOutput(const QStringList &arguments);

/// Whether `command` draws charts, which needs a QApplication rather than a QCoreApplication.
[[nodiscard]] bool commandDrawsCharts(const QString &command);

} // namespace vmscope
