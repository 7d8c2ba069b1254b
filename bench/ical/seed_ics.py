#!/usr/bin/env python3
"""Write N single (non-recurring) events as one .ics, for seeding the feed benchmark.

usage: seed_ics.py N FIRST_INDEX OUT.ics
Events are spread over 2024-2031, one hour each, every 7th all-day, with a folded
description, a location and non-ASCII text, like a real calendar. Every 10th is a series
(a weekly lecture on two days, a monthly meeting, a daily stand-up for 200 days, a yearly
birthday; half of them endless), so a calendar of N events holds N/10 series.
"""
import sys
from datetime import datetime, timedelta, timezone


def fold(line):
    out, cur, size = [], [], 0
    for ch in line:
        n = len(ch.encode("utf-8"))
        if size + n > (75 if not out else 74):
            out.append("".join(cur)); cur, size = [], 0
        cur.append(ch); size += n
    out.append("".join(cur))
    return "\r\n ".join(out) + "\r\n"


RULES = [
    "FREQ=WEEKLY;BYDAY=MO,WE",
    "FREQ=MONTHLY;BYDAY=1TU;COUNT=24",
    "FREQ=DAILY;COUNT=200",
    "FREQ=YEARLY",
    "FREQ=WEEKLY;INTERVAL=2;UNTIL=20301231T000000Z",
]


def main(n, first, path):
    start = datetime(2024, 1, 1, 8, 0, tzinfo=timezone.utc)
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(fold("BEGIN:VCALENDAR") + fold("VERSION:2.0") + fold("PRODID:-//kairos bench//EN"))
        for i in range(first, first + n):
            at = start + timedelta(hours=(i * 7) % (8 * 365 * 24))
            f.write(fold("BEGIN:VEVENT"))
            f.write(fold("UID:bench-%d@kairos.bench" % i))
            f.write(fold("DTSTAMP:20250101T000000Z"))
            if i % 7 == 0:
                f.write(fold("DTSTART;VALUE=DATE:" + at.strftime("%Y%m%d")))
            else:
                f.write(fold("DTSTART:" + at.strftime("%Y%m%dT%H%M%SZ")))
                f.write(fold("DTEND:" + (at + timedelta(hours=1)).strftime("%Y%m%dT%H%M%SZ")))
            if i % 10 == 3:
                f.write(fold("RRULE:" + RULES[(i // 10) % len(RULES)]))
            f.write(fold("SUMMARY:Meeting %d – Überprüfung\\, Besprechung\\; Zimmer 4" % i))
            f.write(fold("DESCRIPTION:" + "Agenda line with commas\\, semicolons\\; and a newline\\n " * 3))
            f.write(fold("LOCATION:Room %d" % (i % 50)))
            f.write(fold("END:VEVENT"))
        f.write(fold("END:VCALENDAR"))


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3])
