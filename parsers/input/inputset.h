// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/document.h"
#include "parsers/pipeline/importplan.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <optional>

namespace vmscope {

/// The name under which the embedded demo thread is given as an input.
inline constexpr char16_t demoInputName[] = u":demo";

/// One input as the user names it: a file, "-" for standard input, ":demo" for the embedded
/// demo thread, or text pasted or dropped under a name of its own.
struct Input
{
    QString argument; // as given: a path, "-", ":demo"; empty for text
    QByteArray text; // pasted or dropped, or what stands for standard input
    QString name; // what the capture tree and every output call it
    bool hasText = false; // read `text`, not the file or standard input

    /// A command-line argument or a file chosen in the GUI.
    [[nodiscard]] static Input fromArgument(const QString &argument);
    [[nodiscard]] static Input fromText(QByteArray text, const QString &name);

    /// The same input given twice has the same key: a file by its canonical path.
    [[nodiscard]] QString key() const;
};

/// Reads one input and plans its import (see planImport()); the demo from the embedded
/// resource. What the GUI shows in its import preview and what every CLI command loads.
[[nodiscard]] ImportPlan planInput(const Input &input, const ParserRegistry &registry,
                                   const ParseContext &context = {});

/// The inputs with each one kept once, in the order first given; `repeats` (when not null)
/// gets the arguments dropped as given again.
[[nodiscard]] QList<Input> uniqueInputs(const QList<Input> &inputs, QStringList *repeats = nullptr);

/// What a load made of one input.
struct LoadedInput
{
    QString name; // as the document names its source (a second input of the same name is "x (2)")
    QString error; // the input could not be read at all; it added nothing
    QStringList captureIds; // the captures it added, in order
    qsizetype firstCapture = 0; // index of the first of them in the document's captures

    [[nodiscard]] bool readable() const { return error.isEmpty(); }
};

/// Every input read into one document, in the order given.
struct LoadedInputs
{
    Document document;
    QList<LoadedInput> inputs;

    /// The first unreadable input's reason, or empty.
    [[nodiscard]] QString firstError() const;
    /// The name of the input `captureId` came from, or empty.
    [[nodiscard]] QString inputOf(const QString &captureId) const;

    QHash<QString, qsizetype> inputOfCapture; // capture id → index into inputs
};

/// The one loader of the GUI and every CLI command: plans each input (planInput()), builds
/// its captures and merges them into one document in the order given, so that a capture's
/// id (c1, c2…) is the same in `analyze`, `compare`, `export`, the report and the capture
/// tree of a window that opened the same inputs. An input given twice is read once, with a
/// note.
[[nodiscard]] LoadedInputs loadInputs(const QList<Input> &inputs, const ParserRegistry &registry,
                                      const ParseContext &context = {});
/// The inputs of a CLI command as its command line names them.
struct CommandInputs
{
    QStringList arguments; // paths, "-" for standard input, ":demo" for the embedded demo thread
    std::optional<QByteArray> standardInput; // what "-" reads (a test runs a command in-process)
    InputLimits limits {}; // --max-expanded, --max-logs
};

/// loadInputs() of command-line arguments.
[[nodiscard]] LoadedInputs loadArguments(const CommandInputs &inputs);

/// What loadInputs() made of a single input: its document, or why it could not be read.
struct LoadResult
{
    Document document;
    QString error;

    [[nodiscard]] bool readable() const { return error.isEmpty(); }
};

/// loadInputs() of one file ("-" is standard input, ":demo" the demo thread).
[[nodiscard]] LoadResult loadFile(const QString &path, const ParserRegistry &registry,
                                  const ParseContext &context = {});
/// loadInputs() of bytes already in memory (a paste, an embedded resource) named `name`.
[[nodiscard]] LoadResult loadBytes(const QByteArray &bytes, const QString &name,
                                   const ParserRegistry &registry,
                                   const ParseContext &context = {});

/// The document `plan` makes, merged into `document`: what loadInputs() does for each input
/// and the GUI for each plan its preview accepts. Returns the ids of the captures added.
QStringList mergePlan(Document &document, const ImportPlan &plan);

} // namespace vmscope
