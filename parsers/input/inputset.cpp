// SPDX-License-Identifier: GPL-2.0-or-later
#include "parsers/input/inputset.h"

#include "parsers/input/demothread.h"
#include "parsers/input/inputreader.h"
#include "parsers/session/sessionloader.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// This file's messages, in the context lupdate gives them (translations/).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(vmscope::InputSet)
};

} // namespace

Input Input::fromArgument(const QString &argument)
{
    const bool demo = argument == QStringView(demoInputName);
    return { argument, {}, demo ? DemoThread::name() : argument, false };
}

Input Input::fromText(QByteArray text, const QString &name)
{
    return { QString(), std::move(text), name, true };
}

QString Input::key() const
{
    if (argument.isEmpty()) {
        return QString(); // texts are never the same input, even when they read alike
    }
    if (argument == u"-"_s || argument == QStringView(demoInputName)) {
        return argument;
    }
    const QString canonical = QFileInfo(argument).canonicalFilePath();
    return canonical.isEmpty() ? argument : canonical;
}

ImportPlan planInput(const Input &input, const ParserRegistry &registry,
                     const ParseContext &context)
{
    if (input.hasText) {
        if (input.text.size() > maxInputBytes) { // the bound of files and standard input
            ImportPlan refused;
            refused.name = input.name;
            refused.error = Text::tr("%1: larger than 1 GiB").arg(input.name);
            return refused;
        }
        return planImport(input.text, input.name, registry, context);
    }
    if (input.argument == QStringView(demoInputName)) {
        QByteArray demo = DemoThread::bytes();
        if (demo.isEmpty()) {
            ImportPlan missing;
            missing.name = input.name;
            missing.error = Text::tr("the embedded demo thread is missing from this build");
            return missing;
        }
        return planImport(std::move(demo), input.name, registry, context);
    }
    return planFileImport(input.argument, registry, context);
}

QList<Input> uniqueInputs(const QList<Input> &inputs, QStringList *repeats)
{
    QList<Input> unique;
    QStringList keys;
    for (const Input &input : inputs) {
        const QString key = input.key();
        if (!key.isEmpty() && keys.contains(key)) {
            if (repeats) {
                repeats->append(input.argument);
            }
            continue;
        }
        keys.append(key);
        unique.append(input);
    }
    return unique;
}

QString LoadedInputs::firstError() const
{
    for (const LoadedInput &input : inputs) {
        if (!input.readable()) {
            return input.error;
        }
    }
    return QString();
}

QString LoadedInputs::inputOf(const QString &captureId) const
{
    const qsizetype index = inputOfCapture.value(captureId, -1);
    return index < 0 ? QString() : inputs.at(index).name;
}

QStringList mergePlan(Document &document, const ImportPlan &plan)
{
    const qsizetype before = document.captures().size();
    document.merge(buildDocument(plan));
    QStringList added;
    const CaptureList captures = document.captures();
    for (qsizetype index = before; index < captures.size(); ++index) {
        added.append(captures.at(index).id);
    }
    return added;
}

namespace {

/// A `.vmscope` session given as an input: its captures with their labels and notes. Alone,
/// it keeps the ids it was saved with, so that `analyze` and the window agree on them.
void addSession(LoadedInputs &loaded, const Input &input, const ParserRegistry &registry,
                const ParseContext &context)
{
    RestoredSession restored = openSessionFile(input.argument, registry, context);
    if (!restored.readable()) {
        loaded.inputs.append({ input.name, restored.error, {} });
        return;
    }
    const qsizetype first = loaded.document.captures().size();
    if (loaded.document.isEmpty() && loaded.document.sources().isEmpty()) {
        loaded.document = std::move(restored.document);
    } else {
        loaded.document.merge(restored.document);
    }
    QStringList ids;
    const CaptureList captures = loaded.document.captures();
    for (qsizetype index = first; index < captures.size(); ++index) {
        ids.append(captures.at(index).id);
        loaded.inputOfCapture.insert(captures.at(index).id, loaded.inputs.size());
    }
    loaded.inputs.append({ input.name, QString(), ids, first });
}

} // namespace

LoadedInputs loadInputs(const QList<Input> &inputs, const ParserRegistry &registry,
                        const ParseContext &context)
{
    LoadedInputs loaded;
    QStringList repeats;
    const QList<Input> unique = uniqueInputs(inputs, &repeats);
    for (const Input &input : unique) {
        if (!input.hasText && isSessionFile(input.argument)) {
            addSession(loaded, input, registry, context);
            continue;
        }
        const ImportPlan plan = planInput(input, registry, context);
        if (!plan.readable()) {
            loaded.inputs.append({ input.name, plan.error, {} });
            continue;
        }
        const qsizetype first = loaded.document.captures().size();
        const QStringList ids = mergePlan(loaded.document, plan);
        const QString name = ids.isEmpty()
            ? input.name
            : loaded.document.captures().at(first).source.file;
        for (const QString &id : ids) {
            loaded.inputOfCapture.insert(id, loaded.inputs.size());
        }
        loaded.inputs.append({ name, QString(), ids, first });
    }
    for (const QString &repeat : std::as_const(repeats)) {
        // Said of the input that was read, under the name the outputs give it.
        const QString key = Input::fromArgument(repeat).key();
        QString name = repeat;
        for (qsizetype i = 0; i < unique.size(); ++i) {
            name = unique.at(i).key() == key ? loaded.inputs.at(i).name : name;
        }
        loaded.document.addDiagnostic({ Diagnostic::Severity::Note, 0,
                                          Text::tr("%1 is given more than once; it was read once")
                                              .arg(repeat) },
            name);
    }
    return loaded;
}

LoadedInputs loadArguments(const CommandInputs &command)
{
    QList<Input> inputs;
    for (const QString &argument : command.arguments) {
        inputs.append(Input::fromArgument(argument));
        if (argument == u"-"_s && command.standardInput) {
            inputs.last().text = *command.standardInput;
            inputs.last().hasText = true;
        }
    }
    ParseContext context;
    context.limits = command.limits;
    return loadInputs(inputs, ParserRegistry::withBuiltins(), context);
}

namespace {

LoadResult single(LoadedInputs loaded)
{
    return { std::move(loaded.document), loaded.firstError() };
}

} // namespace

LoadResult loadFile(const QString &path, const ParserRegistry &registry,
                    const ParseContext &context)
{
    return single(loadInputs({ Input::fromArgument(path) }, registry, context));
}

LoadResult loadBytes(const QByteArray &bytes, const QString &name, const ParserRegistry &registry,
                     const ParseContext &context)
{
    return single(loadInputs({ Input::fromText(bytes, name) }, registry, context));
}

} // namespace vmscope
