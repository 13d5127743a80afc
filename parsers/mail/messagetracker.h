// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "parsers/mail/cleanline.h"

namespace vmscope {

/// Finds the messages in cleaned lines: an mbox `From ` separator or a run of unquoted
/// `From:`/`Subject:`/`Date:` headers starts one; subject, author and date are kept.
class MessageTracker
{
public:
    /// Looks at the next line in order; may append to or fill in `out.messages`.
    void feed(const CleanLine &line, CleanText &out);
    /// Index of the message the last fed line belongs to, -1 before the first.
    [[nodiscard]] static int current(const CleanText &out) { return int(out.messages.size()) - 1; }

private:
    void startMessage(const CleanLine &line, CleanText &out);
    [[nodiscard]] bool startsAnotherMessage(const QString &name, const CleanText &out) const;

    bool m_inHeaders = false;
};

} // namespace vmscope
