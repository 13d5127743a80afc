// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QList>
#include <QStringView>
#include <QVarLengthArray>

#include <optional>

namespace vmscope {

/// Calls `visit(field)` for each field of `line` (runs of non-blanks between spaces and tabs),
/// in order, without allocating; stops at the first `visit` that returns false and then
/// returns false. What splitFields() does, for a caller that reads millions of rows.
template <typename Visit>
bool forEachField(QStringView line, Visit &&visit)
{
    const QChar *at = line.data();
    const QChar *const end = at + line.size();
    const auto blank = [](const QChar *c) { return *c == u' ' || *c == u'\t'; };
    while (at != end) {
        while (at != end && blank(at)) {
            ++at;
        }
        const QChar *const begin = at;
        while (at != end && !blank(at)) {
            ++at;
        }
        if (at != begin && !visit(QStringView(begin, at))) {
            return false;
        }
    }
    return true;
}

/// A row's fields on the stack: up to 32 (a slabinfo row with statistics has 29) cost no
/// allocation, and millions of rows are read.
using FieldList = QVarLengthArray<QStringView, 32>;

/// splitFields() into a FieldList.
[[nodiscard]] inline FieldList stackFields(QStringView line)
{
    FieldList fields;
    forEachField(line, [&fields](QStringView field) {
        fields.append(field);
        return true;
    });
    return fields;
}

/// Splits on runs of blanks (space, tab): logs are column-aligned but never sliceable.
[[nodiscard]] QList<QStringView> splitFields(QStringView line);
/// The same into `fields`, which is cleared first: a caller splitting millions of rows keeps
/// one list and its capacity.
void splitFields(QStringView line, QList<QStringView> &fields);

/// How many fields splitFields() would find, without splitting.
[[nodiscard]] qsizetype countFields(QStringView line);

/// An unsigned decimal integer token ("0", "15480"), nothing else.
[[nodiscard]] std::optional<double> parseUnsigned(QStringView token);

/// A number of some form that no counter holds: signed, a fraction, an exponent, NaN or
/// infinity, more than 20 digits or past 2^64 - 1 (`-5`, `nan`, `1e309`). parseUnsigned()
/// refuses it; a row that holds one was damaged in a way worth naming, it is not junk.
[[nodiscard]] bool isNumberNoCounterHolds(QStringView token);
/// The words every parser gives such a value: "'-5', which a counter cannot be (negative, …)".
[[nodiscard]] QString noCounterValue(QStringView token);
/// A field as a message quotes it: one past 24 characters is cut, and its length said.
[[nodiscard]] QString quotedField(QStringView field);

/// A sender's mark that lines were cut out of a log here: `8<`, `[...]`, `<snip>`,
/// `--- cut out ---`. Short, so never a row (`8<` starts with a digit, as rows do).
[[nodiscard]] bool isCutMark(QStringView line);

} // namespace vmscope
