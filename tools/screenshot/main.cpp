// SPDX-License-Identifier: GPL-2.0-or-later
// vmscope-screenshot: imports files into the main window as a user would (through the import
// preview, accepted as found) and saves a picture of the window. For docs/screenshots/.
#include "app/gui/widgets/capturetable.h"
#include "app/gui/compare/compareview.h"
#include "app/gui/shell/followcontroller.h"
#include "app/gui/shell/importcontroller.h"
#include "app/gui/shell/importpreviewdialog.h"
#include "app/gui/events/eventsview.h"
#include "app/charts/chartstack.h"
#include "app/charts/charttheme.h"
#include "app/charts/metricpicker.h"
#include "app/charts/timechartview.h"
#include "app/gui/shell/mainwindow.h"
#include "app/gui/shell/preferencesdialog.h"
#include "app/gui/oops/oopsview.h"
#include "app/gui/profile/profilediffview.h"
#include "app/gui/profile/profileview.h"
#include "app/gui/slab/slabview.h"
#include "app/gui/top/processview.h"
#include "app/gui/shell/sourcefindbar.h"
#include "app/gui/shell/sourceview.h"
#include "app/gui/shell/workspace.h"
#include "translations/translators.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QHash>
#include <QImage>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPalette>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

struct Shot
{
    QString out;
    qsizetype visibleCaptures = -1; // the first N stay plotted; -1 = all
    QString tab; // a tab's name (see tabNamed()); empty: the charts
    int selectedProcesses = 0; // the first N rows of the process table are selected
    QString systemMap; // applied once the import is in
    QStringList notes; // "FROM[-TO]:TEXT", on the first capture
    QString comparison; // Compare tab: the first comparison whose name starts with this
    QString metric; // Compare tab: the metric charted
    QString baseline; // Compare tab: the label the others are compared against
    bool smallMultiples = false; // Compare tab: a chart per label
    bool statistics = false; // Compare tab: the statistics table gets all the height
    QString find; // Source tab: the text found with Ctrl+F
    QString follow; // a log followed (File > Follow File) once the import is in
    QString yAxis; // Charts: "fit" or "log" for every chart's Y axis; empty: from zero
    QStringList metrics; // Charts: the metrics ticked in the picker; empty: as saved
    bool compact = false; // an 8-bit PNG
    QString help; // a Help window page ("guide", "shortcuts", "rules") saved instead
};

/// A dark palette like those of dark desktop themes (Breeze Dark, Adwaita-dark).
QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2d, 0x33);
    const QColor base(0x1f, 0x21, 0x26);
    const QColor text(0xe6, 0xe6, 0xe6);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    palette.setColor(QPalette::HighlightedText, base);
    palette.setColor(QPalette::Mid, QColor(0x5a, 0x5d, 0x66));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1d));
    palette.setColor(QPalette::Light, QColor(0x45, 0x48, 0x50));
    palette.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    return palette;
}

/// The Help window at `page`, as its menu entry opens it, or Edit > Preferences for
/// "preferences"; nullptr when no such page.
QWidget *openHelp(vmscope::MainWindow *window, const QString &page)
{
    if (page == u"preferences"_s) {
        auto *dialog = new vmscope::PreferencesDialog(window->workspace()->thresholds(), window);
        dialog->show();
        return dialog;
    }
    const QHash<QString, QString> actions { { u"guide"_s, u"userGuideAction"_s },
        { u"shortcuts"_s, u"shortcutsAction"_s }, { u"rules"_s, u"stallRulesAction"_s },
        { u"about"_s, u"aboutAction"_s } };
    auto *action = window->findChild<QAction *>(actions.value(page));
    if (!action) {
        return nullptr;
    }
    action->trigger();
    if (page == u"about"_s) {
        return window->findChild<QMessageBox *>(u"aboutBox"_s);
    }
    return window->findChild<vmscope::HelpBrowser *>();
}

/// Adds a `--note FROM[-TO]:TEXT` to the first capture, as the chart's context menu would.
void addNote(vmscope::MainWindow *window, const QString &spec)
{
    const qsizetype colon = spec.indexOf(u':');
    const QStringList span = spec.left(colon).split(u'-');
    const auto &captures = window->workspace()->document().captures();
    if (colon < 0 || captures.isEmpty()) {
        std::fprintf(stderr, "vmscope-screenshot: ignored note %s\n", qPrintable(spec));
        return;
    }
    const double from = span.constFirst().toDouble();
    const double to = span.size() > 1 ? span.at(1).toDouble() : from;
    window->workspace()->addAnnotation(captures.constFirst().id, from, to, spec.mid(colon + 1));
}

QWidget *tabNamed(const vmscope::MainWindow *window, const QString &name)
{
    const std::pair<QStringView, QWidget *> tabs[] = { { u"processes", window->processView() },
        { u"profile", window->profileView() }, { u"profile-diff", window->profileDiffView() },
        { u"oops", window->oopsView() }, { u"slabs", window->slabView() },
        { u"events", window->eventsView() }, { u"source", window->sourceView() }, { u"compare", window->compareView() } };
    for (const auto &[tabName, tab] : tabs) {
        if (name == tabName) {
            return tab;
        }
    }
    return window->centralTabs()->widget(0);
}

/// Selects the first `count` rows of the process table, as a Shift+click would.
void selectProcesses(vmscope::MainWindow *window, int count)
{
    QTableView *table = window->processView()->table();
    const int rows = std::min(count, table->model()->rowCount());
    if (rows > 0) {
        table->selectionModel()->select(
            QItemSelection(table->model()->index(0, 0), table->model()->index(rows - 1, 0)),
            QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    }
}

void arrangeCompare(vmscope::CompareView *view, const Shot &shot)
{
    if (!shot.comparison.isEmpty() && !view->selectComparison(shot.comparison)) {
        std::fprintf(stderr, "vmscope-screenshot: no comparison named %s...; there are: %s\n",
            qPrintable(shot.comparison), qPrintable(view->comparisonNames().join(u"; "_s)));
    }
    if (!shot.metric.isEmpty()) {
        view->setMetric(shot.metric);
    }
    if (!shot.baseline.isEmpty()) {
        view->setBaseline(shot.baseline);
    }
    if (shot.smallMultiples) {
        view->setChartMode(vmscope::CompareView::ChartMode::SmallMultiples);
    }
    if (shot.statistics) {
        view->emphasizeStatistics();
    }
}

void arrange(vmscope::MainWindow *window, const Shot &shot)
{
    QStringList ids;
    for (const vmscope::Capture &capture : window->workspace()->document().captures()) {
        ids.append(capture.id);
    }
    if (shot.visibleCaptures >= 0) {
        window->workspace()->showOnly(ids.mid(0, shot.visibleCaptures));
    }
    if (!shot.systemMap.isEmpty()) {
        window->loadSystemMap(shot.systemMap);
    }
    for (const QString &note : shot.notes) {
        addNote(window, note);
    }
    window->centralTabs()->setCurrentWidget(tabNamed(window, shot.tab));
    if (!shot.find.isEmpty()) {
        vmscope::SourceView *source = window->sourceView();
        window->centralTabs()->setCurrentWidget(source);
        source->setFocus();
        const QList<QAction *> actions = source->actions(); // Ctrl+F, as the user presses it
        for (QAction *action : actions) {
            if (action->shortcut() == QKeySequence(QKeySequence::Find)) {
                action->trigger();
            }
        }
        source->findBar()->field()->setText(shot.find);
        source->findBar()->findNext();
    }
    if (!shot.metrics.isEmpty()) {
        window->metricPicker()->setSelectedMetrics(shot.metrics); // as ticked by hand
    }
    if (!shot.yAxis.isEmpty()) {
        const vmscope::YScale scale
            = shot.yAxis == u"log"_s ? vmscope::YScale::Log : vmscope::YScale::Fit;
        const QList<vmscope::TimeChartView *> charts = window->chartStack()->charts();
        for (vmscope::TimeChartView *chart : charts) {
            chart->setYAxisChoice({ scale, 0, 0 }); // as right-click > Y Axis does
        }
    }
    selectProcesses(window, shot.selectedProcesses);
    arrangeCompare(window->compareView(), shot);
}

/// Accepts the import preview once it shows, saves the window once the import is in.
void saveWhenImported(vmscope::MainWindow *window, const Shot &shot)
{
    auto *poll = new QTimer(window);
    QObject::connect(poll, &QTimer::timeout, window, [window, shot, poll] {
        if (auto *dialog = window->findChild<vmscope::ImportPreviewDialog *>()) {
            dialog->accept();
            return;
        }
        if (window->importController()->isRunning()) {
            return;
        }
        if (!shot.follow.isEmpty() && !window->followController()->isFollowing()) {
            window->followController()->follow(shot.follow); // File > Follow File
            return;
        }
        if (window->followController()->isBusy()) {
            return; // its first reading is not in yet
        }
        poll->stop();
        arrange(window, shot);
        // Charts and docks lay themselves out from posted events: let those run first.
        QWidget *shown = shot.help.isEmpty() ? window : openHelp(window, shot.help);
        if (!shown) {
            std::fprintf(stderr, "vmscope-screenshot: no help page %s\n", qPrintable(shot.help));
            QApplication::exit(2);
            return;
        }
        QTimer::singleShot(500, window, [shown, shot] {
            QImage image = shown->grab().toImage();
            // 256 colours: a tenth of the bytes, and a gallery stays small. A dark window's
            // translucent shading bands in so few, so it keeps its colours.
            if (shot.compact && !vmscope::isDarkPalette(shown->palette())) {
                image = image.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither);
            }
            const bool saved = image.save(shot.out, nullptr, shot.compact ? 0 : -1); // 0: smallest
            std::fprintf(stderr, "vmscope-screenshot: %s %s\n", saved ? "wrote" : "could not write",
                qPrintable(shot.out));
            QApplication::exit(saved ? 0 : 1);
        });
    });
    poll->start(200);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    vmscope::installTranslators();
    // Never read or overwrite the user's own window layout.
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(u"vmscope-screenshot"_s);
    QApplication::setApplicationName(u"vmscope"_s);
    // Every shot from the defaults: what an earlier one ticked or resized is not carried over.
    QSettings().clear();

    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption out(u"out"_s, u"PNG to write."_s, u"FILE"_s);
    const QCommandLineOption size(
        u"size"_s, u"Window size (default 1600x1000)."_s, u"WxH"_s, u"1600x1000"_s);
    const QCommandLineOption show(u"show"_s, u"Plot only the first N captures."_s, u"N"_s);
    const QCommandLineOption source(u"source"_s, u"Show the Source tab, not the charts."_s);
    const QCommandLineOption processes(
        u"processes"_s, u"Show the Processes tab (the first top capture's processes)."_s);
    const QCommandLineOption select(
        u"select"_s, u"With --processes: select the first N processes of the table."_s, u"N"_s);
    const QCommandLineOption tab(u"tab"_s,
        u"Show this tab: charts, processes, profile, profile-diff, oops, slabs, events, source or compare."_s,
        u"NAME"_s);
    const QCommandLineOption comparison(u"comparison"_s,
        u"Compare tab: show the first comparison whose name starts with TEXT."_s, u"TEXT"_s);
    const QCommandLineOption metric(u"metric"_s, u"Compare tab: chart this metric."_s, u"KEY"_s);
    const QCommandLineOption baseline(
        u"baseline"_s, u"Compare tab: compare against this label."_s, u"LABEL"_s);
    const QCommandLineOption multiples(
        u"small-multiples"_s, u"Compare tab: a chart per label instead of the overlay."_s);
    const QCommandLineOption statistics(
        u"statistics"_s, u"Compare tab: give the statistics table all the height."_s);
    const QCommandLineOption follow(
        u"follow"_s, u"Follow this log too, as File > Follow File does."_s, u"FILE"_s);
    const QCommandLineOption find(
        u"find"_s, u"Source tab: find TEXT with Ctrl+F, as a user does."_s, u"TEXT"_s);
    const QCommandLineOption systemMap(
        u"system-map"_s, u"Resolve the oopses' addresses with this System.map."_s, u"FILE"_s);
    const QCommandLineOption note(u"note"_s,
        u"Add a note to the first capture at FROM s, or over FROM-TO s (repeatable)."_s,
        u"FROM[-TO]:TEXT"_s);
    const QCommandLineOption yAxis(
        u"y-axis"_s, u"Charts: every chart's Y axis, fit or log."_s, u"SCALE"_s);
    const QCommandLineOption help(u"help-page"_s,
        u"Save a window instead: the Help window's guide, shortcuts or rules, preferences or about."_s, u"PAGE"_s);
    const QCommandLineOption dark(
        u"dark"_s, u"A dark palette (Fusion), as a dark desktop theme gives the window."_s);
    const QCommandLineOption charted(u"charts"_s,
        u"Charts: tick these metrics, comma-separated (stack:cpu and stack:memory stacked)."_s,
        u"KEYS"_s);
    const QCommandLineOption compact(u"compact"_s, u"Save an 8-bit PNG (256 colours)."_s);
    parser.addOptions({ yAxis, help, dark, charted, compact });
    parser.addOptions({ out, size, show, source, processes, select, tab, systemMap, note,
        comparison, metric, baseline, multiples, statistics, find, follow });
    parser.addPositionalArgument(u"files"_s, u"Inputs to import."_s, u"FILE..."_s);
    parser.process(app);
    const QStringList dimensions = parser.value(size).split(u'x');
    if (!parser.isSet(out) || parser.positionalArguments().isEmpty() || dimensions.size() != 2) {
        parser.showHelp(2);
    }

    if (parser.isSet(dark)) {
        QApplication::setStyle(u"Fusion"_s);
        QApplication::setPalette(darkPalette());
    }
    vmscope::MainWindow window;
    window.resize(dimensions.at(0).toInt(), dimensions.at(1).toInt());
    window.show();
    window.openFiles(parser.positionalArguments());
    Shot shot;
    shot.out = parser.value(out);
    shot.visibleCaptures = parser.isSet(show) ? parser.value(show).toLongLong() : qsizetype(-1);
    shot.tab = parser.isSet(processes) ? u"processes"_s
        : parser.isSet(source)             ? u"source"_s
                                           : parser.value(tab);
    shot.systemMap = parser.value(systemMap);
    shot.notes = parser.values(note);
    shot.selectedProcesses = parser.value(select).toInt();
    shot.comparison = parser.value(comparison);
    shot.metric = parser.value(metric);
    shot.baseline = parser.value(baseline);
    shot.smallMultiples = parser.isSet(multiples);
    shot.statistics = parser.isSet(statistics);
    shot.find = parser.value(find);
    shot.yAxis = parser.value(yAxis);
    shot.metrics = parser.value(charted).split(u',', Qt::SkipEmptyParts);
    shot.help = parser.value(help);
    shot.compact = parser.isSet(compact);
    shot.follow = parser.value(follow);
    saveWhenImported(&window, shot);
    return app.exec();
}
