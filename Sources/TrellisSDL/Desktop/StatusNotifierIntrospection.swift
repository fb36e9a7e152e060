/// What a tray icon's objects say of themselves when a panel introspects
/// them: some panels (snixembed, older XFCE ones) read this before calling.
enum StatusNotifierIntrospection {
    /// The introspection XML of the object at `path`.
    static func xml(for path: String) -> String {
        let body: String
        switch path {
        case StatusNotifierItem.itemPath:
            body = """
                <interface name="org.kde.StatusNotifierItem">
                <property name="Category" type="s" access="read"/><property name="Id" type="s" access="read"/>
                <property name="Title" type="s" access="read"/><property name="Status" type="s" access="read"/>
                <property name="WindowId" type="i" access="read"/><property name="IconName" type="s" access="read"/>
                <property name="IconPixmap" type="a(iiay)" access="read"/><property name="OverlayIconName" type="s" access="read"/>
                <property name="AttentionIconName" type="s" access="read"/><property name="ItemIsMenu" type="b" access="read"/>
                <property name="Menu" type="o" access="read"/><property name="ToolTip" type="(sa(iiay)ss)" access="read"/>
                <method name="Activate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
                <method name="SecondaryActivate"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
                <method name="ContextMenu"><arg type="i" direction="in"/><arg type="i" direction="in"/></method>
                <method name="Scroll"><arg type="i" direction="in"/><arg type="s" direction="in"/></method>
                <signal name="NewTitle"/><signal name="NewIcon"/>
                </interface>
                """
        case StatusNotifierItem.menuPath:
            body = """
                <interface name="com.canonical.dbusmenu">
                <property name="Version" type="u" access="read"/><property name="TextDirection" type="s" access="read"/>
                <property name="Status" type="s" access="read"/><property name="IconThemePath" type="as" access="read"/>
                <method name="GetLayout"><arg type="i" direction="in"/><arg type="i" direction="in"/><arg type="as" direction="in"/>
                <arg type="u" direction="out"/><arg type="(ia{sv}av)" direction="out"/></method>
                <method name="GetGroupProperties"><arg type="ai" direction="in"/><arg type="as" direction="in"/>
                <arg type="a(ia{sv})" direction="out"/></method>
                <method name="GetProperty"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
                <method name="Event"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/>
                <arg type="u" direction="in"/></method>
                <method name="EventGroup"><arg type="a(isvu)" direction="in"/><arg type="ai" direction="out"/></method>
                <method name="AboutToShow"><arg type="i" direction="in"/><arg type="b" direction="out"/></method>
                <method name="AboutToShowGroup"><arg type="ai" direction="in"/><arg type="ai" direction="out"/>
                <arg type="ai" direction="out"/></method>
                <signal name="LayoutUpdated"><arg type="u"/><arg type="i"/></signal>
                <signal name="ItemsPropertiesUpdated"><arg type="a(ia{sv})"/><arg type="a(ias)"/></signal>
                </interface>
                """
        default:
            body = path == "/" ? "<node name=\"StatusNotifierItem\"/><node name=\"MenuBar\"/>" : ""
        }
        return "<node>\n\(body)\n</node>"
    }
}
