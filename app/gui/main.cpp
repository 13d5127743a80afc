// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope: the desktop analyzer. `vmscope [--no-demo] [FILE...]`.
#include "app/gui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"vmscope"_s);
    QApplication::setApplicationName(u"vmscope"_s);
    QApplication::setApplicationVersion(u"0.1"_s);
    QApplication::setDesktopFileName(u"org.vmscope.vmscope"_s);
    QApplication::setWindowIcon(QIcon(u":/icons/vmscope.svg"_s));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Charts Linux kernel performance logs found in mail threads."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"files"_s,
        QApplication::translate("main", "Logs or threads to import (with a preview)."),
        u"[FILE...]"_s);
    const QCommandLineOption noDemo(u"no-demo"_s,
        QApplication::translate("main", "Do not load the demo thread on first start."));
    parser.addOption(noDemo);
    parser.process(app);

    const bool firstStart = vmscope::MainWindow::isFirstStart();
    vmscope::MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        window.openFiles(files);
    } else if (firstStart && !parser.isSet(noDemo)) {
        window.openDemo();
    }
    return app.exec();
}
