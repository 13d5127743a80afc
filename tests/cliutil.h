// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "app/cli/commandline.h"
#include "testutil.h"
#include "translations/pluraltranslator.h"

namespace vmscope::test {

/// Runs `vmscope-cli ARGUMENTS` in-process through runCommandLine(), `input` standing for
/// standard input: what the command prints and returns, without a process in between.
inline CliRun runCli(const QStringList &arguments, const QByteArray &input = {}, int = 0)
{
    static const bool translators = (installTranslators(), true); // as main() does
    Q_UNUSED(translators);
    CliRun run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = runCommandLine(arguments, out, err, input);
    out.flush();
    err.flush();
    return run;
}

} // namespace vmscope::test
