// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/model/sourcerefresh.h"

namespace vmscope {
namespace {

/// The capture of input `name` that `fresh` is a longer reading of, or nullptr.
const Capture *earlierReading(const Document &document, const QString &name, const Capture &fresh)
{
    for (const Capture &capture : document.captures()) {
        if (capture.source.file == name && capture.kind == fresh.kind
            && capture.source.firstLine == fresh.source.firstLine) {
            return document.capture(capture.id);
        }
    }
    return nullptr;
}

SourceRefresh mergeAsNewInput(Document &document, const Document &reread)
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
    return refresh;
}

} // namespace

SourceRefresh refreshSource(Document &document, const QString &name, const Document &reread)
{
    const SourceText *held = name.isEmpty() ? nullptr : document.source(name);
    // A file opened while its writer was halfway through a line holds that part; a follower
    // reads only whole lines, so the text read again starts with what came before it.
    const QStringView wholeLines = held
        ? QStringView(held->text).left(held->text.lastIndexOf(u'\n') + 1)
        : QStringView();
    if (!held || reread.sources().size() != 1
        || !reread.sources().constFirst().text.startsWith(wholeLines)) {
        return mergeAsNewInput(document, reread);
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
        } else {
            refresh.added.append(document.addCapture(std::move(capture)));
        }
    }
    return refresh;
}

} // namespace vmscope
