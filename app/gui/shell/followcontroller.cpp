// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/followcontroller.h"
#include "app/gui/shell/preferencesdialog.h"

#include "app/gui/shell/workspace.h"
#include "parsers/input/growingfile.h"
#include "parsers/pipeline/importplan.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <atomic>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// The input of `document` that `path` names (opened before under another spelling of the
/// path), or empty.
QString inputNamed(const Document &document, const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    for (const SourceText &source : document.sources()) {
        if (source.name == path
            || (!canonical.isEmpty() && QFileInfo(source.name).canonicalFilePath() == canonical)) {
            return source.name;
        }
    }
    return {};
}

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
    std::shared_ptr<std::atomic_bool> cancelled; // of the reading that runs
    ReadingPace pace;
    /// What refreshSource() remembers of the captures the input held, so that one the user
    /// removed is not added back by the next reading.
    QSet<QString> known;
    bool stopped = false;

    /// Ends the reading that runs: it stops at its next line checked, nobody takes it.
    void dropReading()
    {
        if (cancelled) {
            cancelled->store(true);
        }
        delete std::exchange(reading, nullptr);
    }
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
    followed->sourceName = inputNamed(m_workspace->document(), absolute);
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
        followed->dropReading();
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
        noteOnInput(followed, change.message);
        followed.sourceName.clear(); // what comes now is another input
        ++followed.generation;
        emit message(change.message);
        break;
    case GrowingFile::Change::Vanished:
        noteOnInput(followed, change.message);
        emit message(change.message);
        break;
    case GrowingFile::Change::Stopped:
        stop(followed, change.message);
        return;
    }
    // A file larger than one poll reads is read whole once it is all in.
    if (followed.generation != followed.readGeneration && !followed.reading && !change.more
        && followed.pace.isDue()) {
        startReading(followed);
    }
}

void FollowController::startReading(Followed &followed)
{
    followed.readGeneration = followed.generation;
    followed.pace.started();
    followed.reading = new QFutureWatcher<Document>(this);
    followed.cancelled = std::make_shared<std::atomic_bool>(false);
    const int restarts = followed.file.restarts();
    Followed *target = &followed; // dropReading() (stop, stopAll) disconnects this first
    connect(followed.reading, &QFutureWatcherBase::finished, this, [this, target, restarts] {
        QFutureWatcher<Document> *reading = std::exchange(target->reading, nullptr);
        reading->deleteLater();
        // The file started again while this reading ran: its text is of the old one.
        if (restarts == target->file.restarts()) {
            takeReading(*target, reading->result());
        }
    });
    ParseContext context;
    context.isCancelled = [cancelled = followed.cancelled] { return cancelled->load(); };
    context.limits = PreferencesDialog::savedInputLimits(); // as the first import had them
    followed.reading->setFuture(QtConcurrent::run(
        [bytes = followed.file.text(), path = followed.file.path(), context]() mutable {
            const ParserRegistry registry = ParserRegistry::withBuiltins();
            return buildDocument(planImport(std::move(bytes), path, registry, context));
        }));
}

void FollowController::takeReading(Followed &followed, const Document &reading)
{
    if (followed.sourceName.isEmpty() && reading.isEmpty()) {
        followed.pace.finished();
        return; // nothing to show yet (a header, or an empty file): no input in the tree
    }
    const Followed *target = &followed;
    const QString name
        = m_workspace->refreshSource(followed.sourceName, reading, followed.known).sourceName;
    // The views answered the workspace's signals: one of them may have stopped the following.
    const bool stillFollowed = std::any_of(m_followed.begin(), m_followed.end(),
        [target](const auto &each) { return each.get() == target; });
    if (!stillFollowed) {
        return;
    }
    followed.sourceName = name;
    followed.pace.finished(); // the charts and findings it updated count too
    emit statusChanged();
}

void FollowController::stop(Followed &followed, const QString &why)
{
    followed.stopped = true;
    followed.dropReading();
    emit message(why);
}

void FollowController::noteOnInput(const Followed &followed, const QString &what)
{
    if (!followed.sourceName.isEmpty()) {
        m_workspace->addInputDiagnostic({ Diagnostic::Severity::Warning, 0, what },
            followed.sourceName);
    }
}

} // namespace vmscope
