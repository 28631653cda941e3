command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:12:17Z
finished_utc: 2026-12-06T03:12:26Z
elapsed_s: 9.5
load_before:  03:12:17 up 16:05,  0 user,  load average: 7.29, 6.17, 5.76
busiest_before: rustc(50.8%) alarms_real(47.9%) python(25.0%) clippy-driver(16.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
