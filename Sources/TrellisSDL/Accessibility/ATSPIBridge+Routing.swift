import CDBus
import Foundation
@_spi(TrellisExtension) import TrellisCore

/// Where each incoming call goes: the properties, the cache, and each AT-SPI
/// interface of the object its path names.
extension ATSPIBridge {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let selection = "org.a11y.atspi.Selection"

    /// Answers one message from the accessibility bus.
    func handle(_ message: OpaquePointer) {
        guard let bus else { return }
        if dbus_message_get_type(message) == DBUS_MESSAGE_TYPE_SIGNAL {
            listeners.take(message)
            return
        }
        guard let request = BusRequest(message) else { return }
        bus.send(answer(request), to: request)
    }

    private func answer(_ request: BusRequest) -> BusAnswer {
        switch request.interface {
        case "org.freedesktop.DBus.Properties": return properties(request)
        case "org.freedesktop.DBus.Peer": return request.member == "Ping" ? .reply([]) : .unknown
        case "org.freedesktop.DBus.Introspectable": return .string("<node/>")
        case "org.a11y.atspi.Cache":
            // No cache is offered: readers ask each object what they need, and an empty list says so.
            return request.member == "GetItems" ? .reply([.array(element: "((so)(so)(so)iiassusau)", [])]) : .unknown
        default: break
        }
        if request.path == ATSPIObjects.rootPath { return applicationAnswer(request) }
        guard let node = objects.node(at: request.path) else { return .unknown }
        switch request.interface {
        case Self.accessible: return accessibleAnswer(request, node)
        case Self.component: return componentAnswer(request, node)
        case Self.action: return actionAnswer(request, node)
        case Self.text: return textAnswer(request, node)
        case Self.editableText: return editableTextAnswer(request, node)
        case Self.selection: return selectionAnswer(request, node)
        case Self.table where node.role == .table: return tableAnswer(request, node)
        case Self.tableCell where node.role == .tableCell: return tableCellAnswer(request, node)
        default: return .unknown
        }
    }

    /// `org.freedesktop.DBus.Properties`: Get, GetAll and Set of the interfaces' properties.
    private func properties(_ request: BusRequest) -> BusAnswer {
        guard let interface = request.string(0) else { return .invalid("the interface name must be a string") }
        let node = objects.node(at: request.path)
        guard node != nil || request.path == ATSPIObjects.rootPath else { return .unknown }
        switch request.member {
        case "Get":
            guard let name = request.string(1) else { return .invalid("the property name must be a string") }
            guard let value = propertyList(of: node, interface).first(where: { $0.0 == name })?.1 else {
                return .invalid("no property \(name) of \(interface)")
            }
            return .reply([.variant(value)])
        case "GetAll":
            return .reply([.properties(propertyList(of: node, interface))])
        case "Set":
            guard let name = request.string(1), request.arguments.count == 3 else { return .invalid("Set takes (ssv)") }
            return set(name, of: interface, on: node, to: request.arguments[2].unwrapped)
        default:
            return .unknown
        }
    }

    /// The properties of `interface` on `node`, or on the application for nil.
    private func propertyList(of node: AccessibilityNode?, _ interface: String) -> [(String, DBusArgument)] {
        guard let node else {
            switch interface {
            case Self.accessible:
                return [("Name", .string(applicationName)), ("Description", .string("")),
                        ("Parent", .reference(desktop.name, desktop.path)), ("ChildCount", .int32(Int32(objects.windows.count))),
                        ("Locale", .string(Self.locale)), ("AccessibleId", .string("")), ("HelpText", .string(""))]
            case Self.application:
                return [("ToolkitName", .string("Trellis")), ("Version", .string(Self.toolkitVersion)),
                        ("ToolkitVersion", .string(Self.toolkitVersion)), ("AtspiVersion", .string("2.1")),
                        ("InterfaceVersion", .uint32(1)), ("Id", .int32(applicationID))]
            default: return []
            }
        }
        switch interface {
        case Self.accessible:
            return [("Name", .string(node.name)), ("Description", .string(node.hint)), ("Parent", parentReference(of: node)),
                    ("ChildCount", .int32(Int32(node.children.count))), ("Locale", .string(Self.locale)),
                    ("AccessibleId", .string(node.identifier)), ("HelpText", .string(node.hint))]
        case Self.action: return [("NActions", .int32(Int32(node.actionNames.count)))]
        case Self.value:
            guard let range = node.range else { return [] }
            return [("MinimumValue", .double(range.minimum)), ("MaximumValue", .double(range.maximum)),
                    ("MinimumIncrement", .double(range.step)), ("CurrentValue", .double(range.current)),
                    ("Text", .string(node.value ?? ""))]
        case Self.text:
            let text = Self.text(of: node).unicodeScalars
            return [("CharacterCount", .int32(Int32(text.count))), ("CaretOffset", .int32(Int32(node.caretOffset ?? 0)))]
        case Self.selection: return [("NSelectedChildren", .int32(Int32(Self.selectedChildren(of: node).count)))]
        case Self.table where node.role == .table: return tableProperties(of: node)
        case Self.tableCell where node.role == .tableCell: return tableCellProperties(of: node)
        default: return []
        }
    }

    private func set(_ name: String, of interface: String, on node: AccessibilityNode?, to value: DBusValue) -> BusAnswer {
        switch (interface, name, value) {
        case (Self.application, "Id", .int32(let id)) where node == nil:
            applicationID = id
            return .reply([])
        case (Self.value, "CurrentValue", .double(let number)):
            guard let node, let window = objects.window(of: node) else { return .unknown }
            window.driver.deliverPendingInput()
            return node.setValue(number) ? .reply([]) : .invalid("this object's value cannot be set now")
        default:
            return .invalid("\(interface).\(name) cannot be set")
        }
    }

    /// The application's name, as the desktop lists it: the program's.
    var applicationName: String { ProcessInfo.processInfo.processName }
    static let toolkitVersion = "1.0"
    /// The language of the texts, as AT-SPI spells a locale.
    static var locale: String {
        let language = ProcessInfo.processInfo.environment["LANG"] ?? "C"
        return String(language.prefix { $0 != "." })
    }
}
