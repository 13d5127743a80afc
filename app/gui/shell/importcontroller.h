// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/pipeline/importplan.h"
#include "parsers/input/inputset.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>

namespace vmscope {

/// Runs imports off the GUI thread: reads, decodes, segments and parses each input into an
/// ImportPlan, with progress and cancel. The window shows the plans in the import preview.
///
/// One import runs at a time; an import requested while one runs is queued and starts when
/// the running one has delivered its plans (each import emits started … finished in turn).
class ImportController : public QObject
{
    Q_OBJECT

public:
    explicit ImportController(QObject *parent = nullptr);
    ~ImportController() override;

    /// Files chosen in File > Open, dropped, or given on the command line (":demo" is the
    /// demo thread); a file named twice is read once.
    void importFiles(const QStringList &paths);
    /// Text pasted or dropped; `name` names it in the capture tree ("paste 1").
    void importText(const QByteArray &text, const QString &name);
    [[nodiscard]] bool isRunning() const;
    /// Imports waiting for the running one.
    [[nodiscard]] qsizetype queuedCount() const { return m_queue.size(); }

public slots:
    /// Stops the running import promptly (it still delivers what it read, with its plans
    /// marked cancelled) and drops the queued ones.
    void cancel();

signals:
    void started(const QString &description);
    void progressChanged(int perMille);
    /// Every input was read (unreadable ones carry `error`); cancelled loads keep what was read.
    void plansReady(const QList<vmscope::ImportPlan> &plans);
    void finished();

private:
    void enqueue(const QList<Input> &inputs);
    void startNext();
    void deliver();

    QFutureWatcher<QList<ImportPlan>> m_watcher;
    QList<QList<Input>> m_queue;
    // Not QFuture::cancel(): a cancelled QPromise drops its results, and a cancelled import
    // must still deliver what it read.
    std::shared_ptr<std::atomic_bool> m_cancelled;
    bool m_running = false; // until the plans are delivered, not just until the task ends
};

} // namespace vmscope
