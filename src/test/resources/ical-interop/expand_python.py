# Expand a feed's series with python3-recurring-ical-events (over python3-icalendar and dateutil) between
# two instants and print every occurrence as JSON: summary, start and end (UTC, or a date for all-day ones).
import datetime
import json
import sys

import icalendar
import recurring_ical_events


def text(value):
    if isinstance(value, datetime.datetime):
        return value.astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return value.isoformat()


calendar = icalendar.Calendar.from_ical(open(sys.argv[1], "rb").read())
start = datetime.datetime.fromisoformat(sys.argv[2].replace("Z", "+00:00"))
end = datetime.datetime.fromisoformat(sys.argv[3].replace("Z", "+00:00"))
occurrences = []
for event in recurring_ical_events.of(calendar).between(start, end):
    begin = event["DTSTART"].dt
    finish = event["DTEND"].dt if "DTEND" in event else begin + event["DURATION"].dt
    occurrences.append({"summary": str(event["SUMMARY"]), "start": text(begin), "end": text(finish)})
print(json.dumps(occurrences))
