// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/sourcerefresh.h"

namespace vmscope {
namespace {

/// What tells a capture of an input from the others across readings of it.
QString readingKey(const Capture &capture)
{
    return QStringLiteral("%1|%2").arg(captureKindId(capture.kind)).arg(capture.source.firstLine);
}

/// The capture of input `name` that `fresh` is a longer reading of, or nullptr.
const Capture *earlierReading(const Document &document, const QString &name, const Capture &fresh)
{
    // The document keeps each capture in a shared pointer of its own: the address holds until
    // the capture is replaced.
    for (const Capture &capture : document.captures()) {
        if (capture.source.file == name && readingKey(capture) == readingKey(fresh)) {
            return &capture;
        }
    }
    return nullptr;
}

SourceRefresh mergeAsNewInput(Document &document, const Document &reread, QSet<QString> &known)
{
    SourceRefresh refresh;
    const qsizetype before = document.captures().size();
    document.merge(reread);
    const CaptureList captures = document.captures();
    for (qsizetype i = before; i < captures.size(); ++i) {
        refresh.added.append(captures.at(i).id);
    }
    // merge() names the input apart when its name is taken by another text ("log (2)").
    const QString text = reread.sources().isEmpty() ? QString() : reread.sources().constFirst().text;
    for (qsizetype i = document.sources().size() - 1; i >= 0; --i) {
        if (document.sources().at(i).text == text) {
            refresh.sourceName = document.sources().at(i).name;
            break;
        }
    }
    known.clear(); // another input: what the old one held says nothing of it
    for (const Capture &capture : reread.captures()) {
        known.insert(readingKey(capture));
    }
    return refresh;
}

} // namespace

SourceRefresh refreshSource(Document &document, const QString &name, const Document &reread,
    QSet<QString> &known)
{
    const SourceText *held = name.isEmpty() ? nullptr : document.source(name);
    // A file opened while its writer was halfway through a line holds that part; a follower
    // reads only whole lines, so the text read again starts with what came before it.
    const QStringView wholeLines = held
        ? QStringView(held->text).left(held->text.lastIndexOf(u'\n') + 1)
        : QStringView();
    if (!held || reread.sources().size() != 1
        || !reread.sources().constFirst().text.startsWith(wholeLines)) {
        return mergeAsNewInput(document, reread, known);
    }
    for (const Capture &capture : document.captures()) {
        if (capture.source.file == name) {
            known.insert(readingKey(capture));
        }
    }
    SourceRefresh refresh;
    refresh.sourceName = name;
    document.setSourceText(name, reread.sources().constFirst().text);
    document.replaceDiagnostics(name, reread.diagnostics());
    for (const Capture &fresh : reread.captures()) {
        Capture capture = fresh;
        capture.source.file = name;
        if (const Capture *earlier = earlierReading(document, name, fresh)) {
            // What the user made of it stays: the id its notes refer to, the label given.
            capture.id = earlier->id;
            capture.label = earlier->label;
            capture.source.labelReason = earlier->source.labelReason;
            if (capture != *earlier) {
                refresh.grown.append(capture.id);
                document.replaceCapture(std::move(capture)); // `earlier` is gone after this
            }
        } else if (!known.contains(readingKey(fresh))) {
            known.insert(readingKey(fresh));
            refresh.added.append(document.addCapture(std::move(capture)));
        }
    }
    return refresh;
}

} // namespace vmscope
