// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/followcontroller.h"

#include "app/gui/shell/workspace.h"
#include "parsers/input/growingfile.h"
#include "parsers/pipeline/importplan.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// A reading waits at least this many times as long as the last one took, so that following
/// a long log leaves most of a core to everything else.
constexpr qint64 readingsSpacing = 4;

} // namespace

struct FollowController::Followed
{
    explicit Followed(const QString &path)
        : file(path)
    {
    }

    GrowingFile file;
    QString sourceName; // the input in the workspace's document; empty until it has one
    int generation = 0; // counts the changes of the file's text
    int readGeneration = -1; // the generation of the last reading started
    QFutureWatcher<Document> *reading = nullptr; // while one runs
    QElapsedTimer sinceReading;
    qint64 lastReadingMs = 0;
    bool stopped = false;
};

FollowController::FollowController(Workspace *workspace, QObject *parent)
    : QObject(parent)
    , m_workspace(workspace)
{
    m_timer.setInterval(pollIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &FollowController::pollAll);
    connect(workspace, &Workspace::cleared, this, &FollowController::stopAll);
}

FollowController::~FollowController() = default;

void FollowController::follow(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (followedFiles().contains(absolute)) {
        return;
    }
    auto followed = std::make_unique<Followed>(absolute);
    // A file opened before and grown since is that input, read further.
    if (m_workspace->document().source(absolute)) {
        followed->sourceName = absolute;
    }
    m_followed.push_back(std::move(followed));
    poll(*m_followed.back());
    m_followed.erase(std::remove_if(m_followed.begin(), m_followed.end(),
                         [](const auto &each) { return each->stopped; }),
        m_followed.end());
    if (isFollowing()) {
        m_timer.start();
    }
    emit statusChanged();
}

void FollowController::stopAll()
{
    if (!isFollowing()) {
        return;
    }
    for (const auto &followed : m_followed) {
        delete followed->reading; // its task ends on its own; nobody takes what it read
    }
    m_followed.clear();
    m_timer.stop();
    emit statusChanged();
}

QStringList FollowController::followedFiles() const
{
    QStringList paths;
    for (const auto &followed : m_followed) {
        paths.append(followed->file.path());
    }
    return paths;
}

bool FollowController::isBusy() const
{
    return std::any_of(m_followed.begin(), m_followed.end(), [](const auto &followed) {
        return followed->reading || followed->generation != followed->readGeneration;
    });
}

QString FollowController::statusText() const
{
    QStringList files;
    for (const auto &followed : m_followed) {
        files.append(tr("%1 (%n line(s))", nullptr, int(followed->file.lineCount()))
                         .arg(QFileInfo(followed->file.path()).fileName()));
    }
    return files.isEmpty() ? QString() : tr("Following %1").arg(files.join(u", "_s));
}

void FollowController::pollAll()
{
    for (const auto &followed : m_followed) {
        poll(*followed);
    }
    const auto stopped = std::remove_if(m_followed.begin(), m_followed.end(),
        [](const auto &followed) { return followed->stopped; });
    if (stopped != m_followed.end()) {
        m_followed.erase(stopped, m_followed.end());
        if (!isFollowing()) {
            m_timer.stop();
        }
        emit statusChanged();
    }
}

void FollowController::poll(Followed &followed)
{
    const GrowingFile::Poll change = followed.file.poll();
    switch (change.change) {
    case GrowingFile::Change::None:
        break;
    case GrowingFile::Change::Grew:
        ++followed.generation;
        break;
    case GrowingFile::Change::Restarted:
        noteRestart(followed, change.message);
        followed.sourceName.clear(); // what comes now is another input
        ++followed.generation;
        emit message(change.message);
        break;
    case GrowingFile::Change::Vanished:
        emit message(change.message);
        break;
    case GrowingFile::Change::Stopped:
        stop(followed, change.message);
        return;
    }
    const bool due = !followed.sinceReading.isValid()
        || followed.sinceReading.elapsed() >= readingsSpacing * followed.lastReadingMs;
    if (followed.generation != followed.readGeneration && !followed.reading && due) {
        startReading(followed);
    }
}

void FollowController::startReading(Followed &followed)
{
    followed.readGeneration = followed.generation;
    followed.sinceReading.start();
    followed.reading = new QFutureWatcher<Document>(this);
    const int restarts = followed.file.restarts();
    Followed *target = &followed; // deleting the watcher (stopAll) disconnects this
    connect(followed.reading, &QFutureWatcherBase::finished, this, [this, target, restarts] {
        QFutureWatcher<Document> *reading = std::exchange(target->reading, nullptr);
        reading->deleteLater();
        target->lastReadingMs = target->sinceReading.elapsed();
        // The file started again while this reading ran: its text is of the old one.
        if (restarts == target->file.restarts()) {
            takeReading(*target, reading->result());
        }
    });
    followed.reading->setFuture(QtConcurrent::run(
        [bytes = followed.file.text(), path = followed.file.path()]() mutable {
            const ParserRegistry registry = ParserRegistry::withBuiltins();
            return buildDocument(planImport(std::move(bytes), path, registry));
        }));
}

void FollowController::takeReading(Followed &followed, const Document &reading)
{
    if (followed.sourceName.isEmpty() && reading.isEmpty()) {
        return; // nothing to show yet (a header, or an empty file): no input in the tree
    }
    followed.sourceName = m_workspace->refreshSource(followed.sourceName, reading).sourceName;
    emit statusChanged();
}

void FollowController::stop(Followed &followed, const QString &why)
{
    followed.stopped = true;
    delete std::exchange(followed.reading, nullptr);
    emit message(why);
}

void FollowController::noteRestart(const Followed &followed, const QString &what)
{
    if (!followed.sourceName.isEmpty()) {
        m_workspace->addInputDiagnostic({ Diagnostic::Severity::Warning, 0, what },
            followed.sourceName);
    }
}

} // namespace vmscope
