# Read a feed with python3-icalendar and print its events as JSON; exit 1 on any parse error.
import json
import sys

from icalendar import Calendar

with open(sys.argv[1], "rb") as f:
    calendar = Calendar.from_ical(f.read())
problems = list(getattr(calendar, "errors", []))
events = []
for component in calendar.walk():
    problems.extend(getattr(component, "errors", []))
    if component.name != "VEVENT":
        continue
    start = component.decoded("DTSTART")
    end = component.decoded("DTEND")
    events.append({
        "uid": str(component.get("UID")),
        "summary": str(component.get("SUMMARY")),
        "description": str(component.get("DESCRIPTION")) if component.get("DESCRIPTION") is not None else None,
        "location": str(component.get("LOCATION")) if component.get("LOCATION") is not None else None,
        "start": start.isoformat(),
        "end": end.isoformat(),
        "sequence": int(component.get("SEQUENCE", 0)),
    })
if problems:
    print(json.dumps({"errors": [str(p) for p in problems]}))
    sys.exit(1)
print(json.dumps({"name": str(calendar.get("X-WR-CALNAME")), "events": events}))
