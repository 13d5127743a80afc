// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope: the desktop analyzer. `vmscope [--no-demo] [:demo] [FILE...]`.
#include "app/gui/shell/mainwindow.h"
#include "app/gui/shell/preferencesdialog.h"
#include "parsers/input/inputset.h"
#include "translations/translators.h"

#include <QApplication>
#include <QCommandLineParser>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"vmscope"_s);
    QApplication::setApplicationName(u"vmscope"_s);
    // The system's language unless Edit > Preferences chose one (after the names: settings).
    vmscope::installTranslators(vmscope::PreferencesDialog::savedLanguage());
    QApplication::setApplicationVersion(QStringLiteral(VMSCOPE_VERSION));
    QApplication::setDesktopFileName(u"vmscope"_s);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Charts Linux kernel performance logs found in mail threads."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"files"_s,
        QApplication::translate("main", "Logs or threads to import (with a preview), or a .vmscope session."),
        u"[FILE...]"_s);
    const QCommandLineOption noDemo(u"no-demo"_s,
        QApplication::translate("main", "Do not load the demo thread on first start."));
    parser.addOption(noDemo);
    parser.process(app);

    const bool firstStart = vmscope::MainWindow::isFirstStart();
    vmscope::MainWindow window;
    window.show();
    QStringList files = parser.positionalArguments();
    const bool demoAsked = files.removeAll(QStringView(vmscope::demoInputName).toString()) > 0;
    if (demoAsked || (files.isEmpty() && firstStart && !parser.isSet(noDemo))) {
        window.openDemo();
    }
    window.openFiles(files);
    window.offerRecovery();
    return app.exec();
}
