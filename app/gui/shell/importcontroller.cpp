// SPDX-License-Identifier: GPL-2.0-or-later
#include "app/gui/shell/importcontroller.h"

#include "app/gui/shell/preferencesdialog.h"

#include "parsers/pipeline/parserregistry.h"

#include <QFileInfo>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <numeric>

namespace vmscope {
namespace {

using CancelFlag = std::shared_ptr<const std::atomic_bool>;

/// Bytes to read: the measure of work that spreads progress over several inputs.
qint64 inputSize(const Input &input)
{
    const qint64 size = input.hasText ? input.text.size() : QFileInfo(input.argument).size();
    return std::max<qint64>(size, 1);
}

/// Maps each input's own 0..1000 onto its share of all inputs, by size, into the promise.
class OverallProgress
{
public:
    OverallProgress(
        QPromise<QList<ImportPlan>> &promise, const QList<Input> &inputs, const InputLimits &limits)
        : m_promise(promise)
        , m_limits(limits)
    {
        for (const Input &input : inputs) {
            m_sizes.append(inputSize(input));
            m_total += m_sizes.constLast();
        }
        m_promise.setProgressRange(0, 1000);
    }

    /// The context for input `index`: progress into its share, cancel from `cancelled`.
    [[nodiscard]] ParseContext contextFor(qsizetype index, const CancelFlag &cancelled)
    {
        const qint64 before
            = std::accumulate(m_sizes.cbegin(), m_sizes.cbegin() + index, qint64(0));
        const qint64 size = m_sizes.at(index);
        ParseContext context;
        context.progress = [this, before, size](int perMille) {
            report(int((before * 1000 + size * perMille) / m_total));
        };
        context.isCancelled = [cancelled] { return cancelled->load(); };
        context.limits = m_limits;
        return context;
    }

    void report(int perMille)
    {
        if (perMille != m_last) {
            m_promise.setProgressValue(m_last = perMille);
        }
    }

private:
    QPromise<QList<ImportPlan>> &m_promise;
    InputLimits m_limits;
    QList<qint64> m_sizes;
    qint64 m_total = 0;
    int m_last = -1;
};

/// The background task: every input in turn; after a cancel the rest are skipped.
void planAll(QPromise<QList<ImportPlan>> &promise, const QList<Input> &inputs,
    const CancelFlag &cancelled, const InputLimits &limits)
{
    const ParserRegistry registry = ParserRegistry::withBuiltins();
    OverallProgress progress(promise, inputs, limits);
    QList<ImportPlan> plans;
    for (qsizetype i = 0; i < inputs.size() && !cancelled->load(); ++i) {
        plans.append(planInput(inputs.at(i), registry, progress.contextFor(i, cancelled)));
    }
    progress.report(1000);
    promise.addResult(plans);
}

QString describe(const QList<Input> &inputs)
{
    if (inputs.size() == 1) {
        const Input &input = inputs.constFirst();
        return ImportController::tr("Reading %1")
            .arg(QFileInfo(input.name).fileName());
    }
    return ImportController::tr("Reading %n input(s)", nullptr, int(inputs.size()));
}

} // namespace

ImportController::ImportController(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcherBase::progressValueChanged, this,
        &ImportController::progressChanged);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &ImportController::deliver);
}

ImportController::~ImportController()
{
    m_queue.clear();
    if (m_cancelled) {
        m_cancelled->store(true);
    }
    m_watcher.waitForFinished();
}

void ImportController::importFiles(const QStringList &paths)
{
    QList<Input> inputs;
    for (const QString &path : paths) {
        inputs.append(Input::fromArgument(path));
    }
    enqueue(uniqueInputs(inputs));
}

void ImportController::importText(const QByteArray &text, const QString &name)
{
    enqueue({ Input::fromText(text, name) });
}

bool ImportController::isRunning() const
{
    return m_running;
}

void ImportController::cancel()
{
    m_queue.clear();
    if (m_cancelled) {
        m_cancelled->store(true);
    }
}

void ImportController::enqueue(const QList<Input> &inputs)
{
    if (inputs.isEmpty()) {
        return;
    }
    m_queue.append(inputs);
    if (!isRunning()) {
        startNext();
    }
}

void ImportController::startNext()
{
    if (m_queue.isEmpty()) {
        return;
    }
    const QList<Input> inputs = m_queue.takeFirst();
    m_cancelled = std::make_shared<std::atomic_bool>(false);
    m_running = true;
    emit started(describe(inputs));
    m_watcher.setFuture(QtConcurrent::run(
        [inputs, cancelled = CancelFlag(m_cancelled),
            limits = PreferencesDialog::savedInputLimits()](
            QPromise<QList<ImportPlan>> &promise) { planAll(promise, inputs, cancelled, limits); }));
}

void ImportController::deliver()
{
    const QFuture<QList<ImportPlan>> future = m_watcher.future();
    if (future.resultCount() > 0) {
        emit plansReady(future.result());
    }
    m_running = false;
    emit finished();
    startNext();
}

} // namespace vmscope
