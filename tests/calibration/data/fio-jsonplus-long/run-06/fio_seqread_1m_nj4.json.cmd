command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:33:46Z
finished_utc: 2026-12-06T02:33:56Z
elapsed_s: 9.4
load_before:  02:33:46 up 15:27,  0 user,  load average: 6.20, 5.52, 4.16
busiest_before: rustc(74.6%) rustc(29.6%) rustc(28.6%) kworker/1:2-eve(1.3%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj4.json
