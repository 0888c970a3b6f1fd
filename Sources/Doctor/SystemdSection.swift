/// One line: started by systemd (which sets INVOCATION_ID, and NOTIFY_SOCKET for
/// Type=notify) or by hand, which explains a different user, config or data directory.
enum SystemdSection {
    static let title = "systemd"

    static func build(_ env: DoctorEnvironment) -> DoctorReport.Section {
        let line = DoctorMessages.systemd(invocation: env.variables["INVOCATION_ID"], notify: env.variables["NOTIFY_SOCKET"])
        return DoctorReport.Section(title: title, lines: [.info(line)])
    }
}
