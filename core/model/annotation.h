// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QString>

namespace vmscope {

/// A user's note on a capture, at one time or over a span of its time axis: "dd started
/// here", "the box froze". Part of the document, so every view and export shows it.
struct Annotation
{
    QString id; // unique within a Document ("n1", "n2", ...)
    QString captureId;
    double from = 0.0; // s on the capture's time axis, as TimeSeries::time()
    double to = 0.0; // equal to `from` for a note at one time
    QString text;

    [[nodiscard]] bool isInstant() const { return to <= from; }

    friend bool operator==(const Annotation &, const Annotation &) = default;
};

} // namespace vmscope
