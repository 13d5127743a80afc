// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/importplan.h"

#include <QFutureWatcher>
#include <QObject>

namespace vmscope {

/// Runs imports off the GUI thread: reads, decodes, segments and parses each input into an
/// ImportPlan, with progress and cancel. The window shows the plans in the import preview.
class ImportController : public QObject
{
    Q_OBJECT

public:
    explicit ImportController(QObject *parent = nullptr);
    ~ImportController() override;

    /// Files chosen in File > Open, dropped, or given on the command line.
    void importFiles(const QStringList &paths);
    /// Text pasted or dropped; `name` names it in the capture tree ("paste 1").
    void importText(const QByteArray &text, const QString &name);
    [[nodiscard]] bool isRunning() const;

public slots:
    void cancel();

signals:
    void started(const QString &description);
    void progressChanged(int perMille);
    /// Every input was read (unreadable ones carry `error`); cancelled loads keep what was read.
    void plansReady(const QList<vmscope::ImportPlan> &plans);
    void finished();

private:
    QFutureWatcher<QList<ImportPlan>> m_watcher;
};

} // namespace vmscope
