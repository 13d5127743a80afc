// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/document.h"

#include <QSet>
#include <QStringList>

namespace vmscope {

/// What reading a followed input again changed in a document.
struct SourceRefresh
{
    QString sourceName; // the input's name in the document (a new one when it was not there)
    QStringList grown; // ids of the captures that hold more (or other) rows than before
    QStringList added; // ids of the captures the input did not hold before
};

/// Puts `reread`, what one input holds when read again after it grew (`vmstat 1 > log`), in
/// the place of what `document` holds of input `name`. A capture of the same kind that starts
/// on the same line as one of the document's is that capture grown: it keeps its id, label
/// and notes. The others are added; a capture of the document the new reading lacks stays as
/// it was (its rows were read). The input's text and diagnostics become the new ones.
///
/// `known`, kept by the caller from one reading to the next, remembers the captures the input
/// held (by kind and first line): one the document no longer holds was removed by the user
/// and is not added again. The captures of `name` the document holds count as known too (a
/// file opened, then followed).
///
/// When the document holds no input `name`, or one whose text the new text does not start
/// with (the file was cut or replaced), `reread` is merged as another input.
SourceRefresh refreshSource(Document &document, const QString &name, const Document &reread,
    QSet<QString> &known);

} // namespace vmscope
