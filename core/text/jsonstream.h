// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QTextStream>

namespace vmscope {

/// Writes one JSON object member by member, byte for byte as QJsonDocument::Indented writes
/// the object whole, so that an array of a capture per log is never all in memory: `analyze
/// --json` of 500 000 tiny logs built a tree of 10 GB. Members come in the order a
/// QJsonObject keeps them, sorted by key.
class IndentedJsonWriter
{
public:
    explicit IndentedJsonWriter(QTextStream &out);

    /// A member whose value is small enough to build whole.
    void member(const QString &key, const QJsonValue &value);
    /// A member whose value is an array written one element at a time.
    void beginArray(const QString &key);
    void element(const QJsonValue &value);
    void endArray();
    /// The closing brace; nothing may follow.
    void end();

private:
    void startMember(const QString &key);

    QTextStream &m_out;
    bool m_firstMember = true;
    bool m_firstElement = true;
};

} // namespace vmscope
