// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/diagnostic.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace vmscope {

/// Mail kept as mail: an mbox file (a thread, or a month of a list's archive) or one message
/// (`.eml`), told by the first lines, never by the file's name.
enum class MailFormat { None, Mbox, Message };

[[nodiscard]] MailFormat mailFormatOf(QByteArrayView head);

/// True when mail in `bytes` has what only a MIME parser reads: a base64 body or several parts
/// (attachments). Plain and quoted-printable mail is read line by line as any thread is, so
/// that every line keeps its number in the file.
[[nodiscard]] bool needsMimeParser(QByteArrayView bytes);

/// A mailbox or message read with GMime as the rest of the pipeline reads a pasted thread:
/// each message as an mbox separator, its From, Date, Subject and Message-ID headers (decoded),
/// a blank line and every text part of its body (attachments too: logs are often attached),
/// decoded from quoted-printable or base64 and from its charset. What was read is said in
/// `diagnostics` (messages, parts decoded, parts that are not text); nothing when GMime finds
/// no message in it.
[[nodiscard]] std::optional<QString> readMail(const QByteArray &bytes, MailFormat format,
                                              Diagnostics &diagnostics);

} // namespace vmscope
