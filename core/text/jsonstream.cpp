// SPDX-License-Identifier: GPL-2.0-or-later
#include "core/text/jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace vmscope {
namespace {

/// `value` as QJsonDocument writes it `levels` deep: its own lines (after the first) indented
/// by four blanks a level. Only an object or an array can be a document, so the value is
/// written as the one element of an array and taken out of it.
QString indented(const QJsonValue &value, int levels)
{
    QString text = QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Indented));
    // "[\n    VALUE\n]\n": the element is already one level deep.
    text = text.mid(6, text.size() - 6 - 3);
    if (levels != 1) {
        text.replace(u"\n    "_s, u'\n' + QString(4 * levels, u' '));
    }
    return text;
}

} // namespace

IndentedJsonWriter::IndentedJsonWriter(QTextStream &out)
    : m_out(out)
{
    m_out << "{\n";
}

void IndentedJsonWriter::startMember(const QString &key)
{
    if (!m_firstMember) {
        m_out << ",\n";
    }
    m_firstMember = false;
    // The key as Qt escapes it: an object of it alone, written compactly, is {"KEY":null}.
    const QByteArray escaped = QJsonDocument(QJsonObject{{key, QJsonValue::Null}}).toJson(
        QJsonDocument::Compact);
    m_out << "    " << QString::fromUtf8(escaped.mid(1, escaped.size() - 1 - 6)) << ": ";
}

void IndentedJsonWriter::member(const QString &key, const QJsonValue &value)
{
    startMember(key);
    m_out << indented(value, 1);
}

void IndentedJsonWriter::beginArray(const QString &key)
{
    startMember(key);
    m_out << "[\n";
    m_firstElement = true;
}

void IndentedJsonWriter::element(const QJsonValue &value)
{
    if (!m_firstElement) {
        m_out << ",\n";
    }
    m_firstElement = false;
    m_out << "        " << indented(value, 2);
}

void IndentedJsonWriter::endArray()
{
    m_out << (m_firstElement ? "    ]" : "\n    ]");
}

void IndentedJsonWriter::end()
{
    m_out << (m_firstMember ? "}\n" : "\n}\n");
}

} // namespace vmscope
