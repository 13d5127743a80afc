// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "core/model/capture.h"

#include <QList>

#include <iterator>
#include <memory>

namespace vmscope {

/// A capture once it is in a Document: immutable and shared. A view that keeps one keeps it
/// alive, whatever the document does afterwards; a change is a new capture under the same id.
using CapturePtr = std::shared_ptr<const Capture>;

/// The captures of a Document, in order, read as `const Capture &`. It shares the document's
/// list (copying it is cheap) and keeps every capture in it alive, so the references it hands
/// out stay valid while it lives, even when the document adds or removes captures.
class CaptureList
{
public:
    class const_iterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = Capture;
        using difference_type = qsizetype;
        using pointer = const Capture *;
        using reference = const Capture &;

        const_iterator() = default;
        explicit const_iterator(QList<CapturePtr>::const_iterator at)
            : m_at(at)
        {
        }
        reference operator*() const { return **m_at; }
        pointer operator->() const { return m_at->get(); }
        reference operator[](difference_type n) const { return *m_at[n]; }
        /// The shared capture this points at (to keep it).
        [[nodiscard]] const CapturePtr &shared() const { return *m_at; }

        const_iterator &operator++() { ++m_at; return *this; }
        const_iterator operator++(int) { return const_iterator(m_at++); }
        const_iterator &operator--() { --m_at; return *this; }
        const_iterator operator--(int) { return const_iterator(m_at--); }
        const_iterator &operator+=(difference_type n) { m_at += n; return *this; }
        const_iterator &operator-=(difference_type n) { m_at -= n; return *this; }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const_iterator a, const_iterator b) { return a.m_at - b.m_at; }
        friend bool operator==(const const_iterator &, const const_iterator &) = default;
        friend auto operator<=>(const const_iterator &a, const const_iterator &b)
        {
            return (a.m_at - b.m_at) <=> 0;
        }

    private:
        QList<CapturePtr>::const_iterator m_at {};
    };
    using iterator = const_iterator;
    using value_type = Capture;
    using size_type = qsizetype;

    CaptureList() = default;
    explicit CaptureList(QList<CapturePtr> captures)
        : m_captures(std::move(captures))
    {
    }

    [[nodiscard]] qsizetype size() const { return m_captures.size(); }
    [[nodiscard]] bool isEmpty() const { return m_captures.isEmpty(); }
    [[nodiscard]] const Capture &at(qsizetype index) const { return *m_captures.at(index); }
    [[nodiscard]] const Capture &constFirst() const { return *m_captures.constFirst(); }
    [[nodiscard]] const Capture &constLast() const { return *m_captures.constLast(); }
    [[nodiscard]] const_iterator begin() const { return const_iterator(m_captures.cbegin()); }
    [[nodiscard]] const_iterator end() const { return const_iterator(m_captures.cend()); }
    [[nodiscard]] const_iterator cbegin() const { return begin(); }
    [[nodiscard]] const_iterator cend() const { return end(); }

    /// The shared captures themselves, for views that keep some. By value (the list is
    /// implicitly shared), so that `document.captures().shared()` outlives its temporary.
    [[nodiscard]] QList<CapturePtr> shared() const { return m_captures; }
    /// Copies of the captures, for value-type analyses that want a list of their own.
    [[nodiscard]] QList<Capture> values() const;

    /// Equal when the captures are equal, wherever they live.
    friend bool operator==(const CaptureList &a, const CaptureList &b);

private:
    QList<CapturePtr> m_captures;
};

} // namespace vmscope
