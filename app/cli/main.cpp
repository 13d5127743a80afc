// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-cli: the headless front end. Everything but the application object is in
// runCommandLine(), which the tests call in-process.
#include "app/cli/commandline.h"
#include "translations/translators.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    // Charts render without a display: a CLI never opens a window.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const bool charts = argc > 1 && vmscope::commandDrawsCharts(QString::fromLocal8Bit(argv[1]));
    const std::unique_ptr<QCoreApplication> application = charts
        ? std::make_unique<QApplication>(argc, argv)
        : std::make_unique<QCoreApplication>(argc, argv);
    // JSON, CSV and what a script reads stay English whatever the system's language.
    vmscope::installTranslators(vmscope::wantsMachineOutput(QCoreApplication::arguments().mid(1))
                                    ? QStringLiteral("en")
                                    : QString());
    QCoreApplication::setApplicationName(u"vmscope-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(VMSCOPE_VERSION));
    QTextStream out(stdout);
    QTextStream err(stderr);
    return vmscope::runCommandLine(QCoreApplication::arguments().mid(1), out, err);
}
